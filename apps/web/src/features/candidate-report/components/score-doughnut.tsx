/** The score as an SVG doughnut (1..100) with its colour by band. */
export function scoreColour(v: number) {
  if (v <= 20) return '#2f9e44';
  if (v <= 40) return '#74b816';
  if (v <= 60) return '#f59f00';
  if (v <= 80) return '#f76707';
  return '#e03131';
}

export function ScoreDoughnut({ value, size = 160, label }: { value: number; size?: number; label: string }) {
  const r = size / 2 - 14;
  const c = 2 * Math.PI * r;
  const frac = Math.min(1, Math.max(0, value / 100));
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="score-doughnut"
    >
      <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="#e9ecef" strokeWidth={22} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={r}
        fill="none"
        stroke={scoreColour(value)}
        strokeWidth={22}
        strokeDasharray={`${frac * c} ${c}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={size / 5}
        fontWeight={700}
        fill="#212529"
      >
        {value}
      </text>
    </svg>
  );
}

/** The vertical scale beside the doughnut: '100 - Alto rischio' at the top, '1 - Basso rischio' at the bottom. */
export function ScoreScale({ value, top, bottom }: { value: number; top: string; bottom: string }) {
  const h = 150;
  const colours = ['#e03131', '#f76707', '#f59f00', '#74b816', '#2f9e44'];
  const y = ((100 - value) / 99) * h;
  return (
    <svg width={150} height={h + 10} viewBox={`-12 -5 150 ${h + 10}`} aria-hidden="true">
      {colours.map((c, i) => (
        <rect key={c} x={0} y={(i * h) / 5} width={12} height={h / 5} fill={c} />
      ))}
      <polygon points={`-2,${y} -10,${y - 5} -10,${y + 5}`} fill="#212529" />
      {[
        [100, top],
        [80, '80'],
        [60, '60'],
        [40, '40'],
        [20, '20'],
        [1, bottom],
      ].map(([v, text]) => (
        <text key={String(v)} x={18} y={((100 - Number(v)) / 99) * h + 4} fontSize={11} fill="#495057">
          {text}
        </text>
      ))}
    </svg>
  );
}

/** A three-lamp traffic light; the lit lamp is the given colour. */
export function TrafficLightIcon({ light, label }: { light: 'red' | 'yellow' | 'green'; label: string }) {
  const on = { red: '#e03131', yellow: '#f59f00', green: '#2f9e44' } as const;
  return (
    <svg
      width={34}
      height={92}
      viewBox="0 0 34 92"
      role="img"
      aria-label={label}
      data-testid={`traffic-light-${light}`}
    >
      <rect x={0} y={0} width={34} height={92} rx={8} fill="#343a40" />
      {(['red', 'yellow', 'green'] as const).map((c, i) => (
        <circle key={c} cx={17} cy={16 + i * 30} r={11} fill={c === light ? on[c] : '#495057'} />
      ))}
    </svg>
  );
}
