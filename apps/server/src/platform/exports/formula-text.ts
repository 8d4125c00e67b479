/**
 * A text cell that a spreadsheet could read as a formula (it begins with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe, so a candidate's or client's typed text never runs in the reader's Excel
 * (OWASP "CSV injection"). Numbers, booleans and other texts are unchanged.
 */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
