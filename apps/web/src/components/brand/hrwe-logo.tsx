/** The built-in HR.We mark and word, used when the tenant sets no logo or its logo fails to load. */
export function HrweLogo({ height = 32, title = 'HR.We' }: { height?: number; title?: string }) {
  return (
    <svg
      height={height}
      viewBox="0 0 150 40"
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
      style={{ display: 'block' }}
    >
      <title>{title}</title>
      <rect x="0" y="2" width="36" height="36" rx="9" fill="#1c5dab" />
      <path d="M8 10h5v7.5h10V10h5v20h-5v-8H13v8H8z" fill="#fff" />
      <circle cx="31" cy="31" r="3.2" fill="#4fc3a1" />
      <text
        x="44"
        y="29"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="24"
        fontWeight="700"
        fill="#1c3d6b"
      >
        HR<tspan fill="#4fc3a1">.</tspan>We
      </text>
    </svg>
  );
}
