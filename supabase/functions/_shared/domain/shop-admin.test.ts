import { describe, expect, it } from 'vitest';
import { csvField, csvRows } from './shop-admin.ts';

describe('the waitlist CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
  });

  it('defuses a formula a visitor typed, whatever sign it starts with', () => {
    for (const formula of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx'])
      expect(csvField(formula).replace(/^"/, '')).toMatch(/^'/);
    expect(csvField('ada@example.com')).toBe('ada@example.com');
  });

  it('writes a header row and CRLF line ends', () => {
    expect(csvRows(['email', 'age_range'], [['a@example.com', null]])).toBe(
      'email,age_range\r\na@example.com,\r\n',
    );
  });
});
