import { CONFIG_SECRET_MASK } from '@hrwe/domain';
import { describe, expect, it } from 'vitest';
import { addRow, editCell, pairsOf, removeRow, rowErrors, rowsOf } from './config-rows';

const strip = (rows: { key: string; val: string }[]) => rows.map(({ key, val }) => ({ key, val }));

describe('configuration table rows', () => {
  it('keeps a placeholder row in an empty table', () => {
    expect(strip(rowsOf({}))).toEqual([{ key: '-', val: '-' }]);
    const one = rowsOf({ LOGO: 'x' });
    expect(strip(removeRow(one, one[0]!.id))).toEqual([{ key: '-', val: '-' }]);
  });
  it('adds dash rows, ignores empty edits, sends only real rows', () => {
    let rows = addRow(rowsOf({ B: '2', A: '1' }));
    expect(strip(rows)).toEqual([
      { key: 'A', val: '1' },
      { key: 'B', val: '2' },
      { key: '-', val: '-' },
    ]);
    const last = rows[2]!.id;
    rows = editCell(rows, last, 'key', '   ');
    expect(rows[2]!.key).toBe('-');
    rows = editCell(rows, last, 'key', ' C ');
    expect(rowErrors(rows)).toEqual({ [last]: 'CONFIG_VALUE_REQUIRED' });
    rows = editCell(rows, last, 'val', 'tre');
    expect(rowErrors(rows)).toEqual({});
    rows = addRow(rows);
    expect(pairsOf(rows)).toEqual([
      { key: 'A', val: '1' },
      { key: 'B', val: '2' },
      { key: 'C', val: 'tre' },
    ]);
  });
  it('flags a value without a key and a repeated key', () => {
    let rows = addRow(rowsOf({ A: '1' }));
    const id = rows[1]!.id;
    rows = editCell(rows, id, 'val', 'x');
    expect(rowErrors(rows)).toEqual({ [id]: 'CONFIG_KEY_REQUIRED' });
    rows = editCell(rows, id, 'key', 'A');
    expect(rowErrors(rows)).toEqual({ [id]: 'CONFIG_KEY_DUPLICATE' });
  });
  it('asks the value again when the key of a masked secret is renamed', () => {
    let rows = rowsOf({ CRIF_USER: CONFIG_SECRET_MASK });
    const id = rows[0]!.id;
    rows = editCell(rows, id, 'key', 'CRIF_USER');
    expect(strip(rows)).toEqual([{ key: 'CRIF_USER', val: CONFIG_SECRET_MASK }]);
    rows = editCell(rows, id, 'key', 'CRIF_USERNAME');
    expect(strip(rows)).toEqual([{ key: 'CRIF_USERNAME', val: '-' }]);
    expect(rowErrors(rows)).toEqual({ [id]: 'CONFIG_VALUE_REQUIRED' });
    rows = editCell(rows, id, 'val', 'utente-9');
    expect(pairsOf(rows)).toEqual([{ key: 'CRIF_USERNAME', val: 'utente-9' }]);
  });
});
