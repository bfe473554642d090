import { describe, expect, it } from 'vitest';
import { firstWords, presetCategory } from './comment-marks';

describe('comment drawing presets', () => {
  const categories = [
    { '@id': '/categories/1', name: 'Person' },
    { '@id': '/categories/2', name: 'Gebäude' },
    { '@id': '/categories/3', name: 'Text' },
  ];

  it('presets the category named after what is marked', () => {
    expect(presetCategory('person', categories)).toBe('/categories/1');
    expect(presetCategory('building', categories)).toBe('/categories/2');
    expect(presetCategory('text', categories)).toBe('/categories/3');
  });

  it('presets none for a section, an empty area or a category that is not there', () => {
    expect(presetCategory('section', categories)).toBeNull();
    expect(presetCategory('emptyArea', categories)).toBeNull();
    expect(presetCategory('car', categories)).toBeNull();
  });

  it('labels a box with the first words of its comment', () => {
    expect(firstWords('  Meine   Urgroßmutter Anna am Kai  ')).toBe('Meine Urgroßmutter Anna am Kai');
    expect(firstWords('eins zwei drei vier fünf sechs')).toBe('eins zwei drei vier fünf …');
    expect(firstWords('')).toBe('');
  });
});
