/** The command line of `npm run bench [-- part…] [--name=value…]`: the parts to run and the numeric options. */
const args = process.argv.slice(2);

export const parts = args.filter((a) => !a.startsWith('--'));
/** A part runs when named, or when none is (the whole bench). */
export const want = (part: string) => parts.length === 0 || parts.includes(part);
export const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
export const numberOption = (name: string, def: number) => Number(option(name) ?? def);

export const DURATION = numberOption('duration', 5);
export const CONNECTIONS = numberOption('connections', 32);
