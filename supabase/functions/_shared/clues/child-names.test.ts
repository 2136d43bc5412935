import { describe, expect, it } from 'vitest';
import { CHILD_NAME_PLACEHOLDER, childNameMask, childNameMentions, childNameTokens } from './child-names.ts';

describe('the child’s name mask', () => {
  it('hides the name wherever it is written: possessive, shouted, curly apostrophe, and puts it back', () => {
    const mask = childNameMask('Maya');
    expect(mask.placeholder).toBe(CHILD_NAME_PLACEHOLDER);
    const hidden = mask.hide("Maya, look under MAYA'S bed and maya’s desk, «Maya»!");
    expect(hidden).toBe("Quinn, look under QUINN'S bed and Quinn’s desk, «Quinn»!");
    expect(mask.restore(hidden)).toBe("Maya, look under MAYA'S bed and Maya’s desk, «Maya»!");
  });

  it('leaves words that only start or end like the name', () => {
    const mask = childNameMask('Maya');
    const text = 'The Mayan vase, Maya2 and XMaya stay.';
    expect(mask.hide(text)).toBe(text);
    expect(mask.mentions(text)).toBe(false);
    expect(mask.mentions('under maya’s bed')).toBe(true);
  });

  it('hides each part of a longer name with its own placeholder, so each comes back as written', () => {
    expect(childNameTokens(" Mary-Kate  O'Neil ")).toEqual(["Mary-Kate O'Neil", "O'Neil", 'Mary', 'Kate']);
    const mask = childNameMask("Mary-Kate O'Neil");
    const hidden = mask.hide("Mary-Kate O’Neil, look by Kate's desk, then under Mary's bed.");
    expect(hidden).not.toMatch(/mary|kate|neil/i);
    expect(hidden).toMatch(/^Quinn, look by \w+'s desk, then under \w+'s bed\.$/);
    expect(mask.restore(hidden)).toBe("Mary-Kate O'Neil, look by Kate's desk, then under Mary's bed.");
  });

  it('never uses a placeholder the name or the hiding place already holds', () => {
    const quinn = childNameMask('Quinn', ["under Rowan's bed"]);
    expect(quinn.placeholder).toBe('Sasha');
    expect(quinn.hide("Quinn, look under Rowan's bed")).toBe("Sasha, look under Rowan's bed");
    expect(quinn.restore("Sasha, look under Rowan's bed")).toBe("Quinn, look under Rowan's bed");
  });

  it('ignores letter case in every alphabet', () => {
    expect(childNameMask('Zoë').hide('ZOË and zoë’s hat')).toBe('QUINN and Quinn’s hat');
    expect(childNameMask('Léa-Rose').hide('LÉA, Rose and léa-rose')).toBe('SASHA, Rowan and Quinn');
  });

  it('changes nothing without a name', () => {
    for (const name of [undefined, null, '', '  ']) {
      const mask = childNameMask(name);
      expect(mask.placeholder).toBeUndefined();
      expect(mask.hide('Quinn, look under the bed')).toBe('Quinn, look under the bed');
      expect(mask.mentions('Quinn')).toBe(false);
      expect(childNameMentions(name)).toBeUndefined();
    }
  });
});
