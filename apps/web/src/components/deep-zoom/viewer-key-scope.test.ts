import { describe, expect, it } from 'vitest';
import { type KeyTarget, keyIsForViewer } from './viewer-key-scope';

/** A stand-in element that matches the selectors of its kind. */
function element(kind: 'button' | 'canvas' | 'input' | 'slider' | 'menu' | 'dialog'): KeyTarget {
  const matches: Record<typeof kind, RegExp | null> = {
    button: null,
    canvas: null,
    input: /(^|, )input(,|$)/,
    slider: /\[role="slider"\]/,
    menu: /\[role="menu"\]/,
    dialog: /\[role="dialog"\]/,
  };
  return { closest: (selector) => (matches[kind]?.test(selector) ? {} : null) };
}

describe('which key presses drive the viewer', () => {
  const body = element('canvas');
  const onScreen = [
    element('button'),
    element('canvas'),
    element('input'),
    element('slider'),
    element('menu'),
  ];
  const screen = { contains: (target: KeyTarget) => onScreen.includes(target) };

  it('takes keys with nothing focused', () => {
    expect(keyIsForViewer(null, screen, body)).toBe(true);
    expect(keyIsForViewer(body, screen, body)).toBe(true);
  });

  it('takes keys after a click on the picture or a toolbar button', () => {
    expect(keyIsForViewer(onScreen[0] as KeyTarget, screen, body)).toBe(true);
    expect(keyIsForViewer(onScreen[1] as KeyTarget, screen, body)).toBe(true);
  });

  it('leaves keys to text fields, sliders and menus on the screen', () => {
    for (const target of onScreen.slice(2)) expect(keyIsForViewer(target, screen, body)).toBe(false);
  });

  it('leaves keys to what lies outside the screen, such as a dialog', () => {
    expect(keyIsForViewer(element('dialog'), screen, body)).toBe(false);
    expect(keyIsForViewer(element('button'), null, body)).toBe(false);
  });
});
