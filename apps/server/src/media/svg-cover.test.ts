import { describe, expect, it } from 'vitest';
import { coverTitle, fillTemplate, templateImageCount } from './svg-cover.js';

const template = '<svg>{{image1}}|{{image2}}|{{image3}}|{{image4}}<text>{{title}}</text></svg>';

describe('album cover templates', () => {
  it('repeat an album’s few pictures instead of leaving cells empty', () => {
    expect(templateImageCount(template)).toBe(4);
    expect(fillTemplate(template, 'Meran', ['a', 'b', 'c'])).toBe('<svg>a|b|c|a<text>Meran</text></svg>');
    const empty = fillTemplate(template, 'Meran', []);
    expect(empty.match(/data:image\/svg\+xml/g)).toHaveLength(4);
  });

  it('cut a long title at a word, and escape it', () => {
    expect(coverTitle('Trams von Meran')).toBe('Trams von Meran');
    const long = coverTitle('Die Straßenbahnen von Meran und Lana zwischen 1906 und 1950');
    expect(long.length).toBeLessThanOrEqual(34);
    expect(long).toBe('Die Straßenbahnen von Meran und…');
    expect(fillTemplate(template, 'A & <B>', [])).toContain('<text>A &amp; &lt;B&gt;</text>');
  });
});
