import { describe, expect, test } from 'vitest';
import { MAP_SWIPE_DISTANCE_PX, swipeDirection, swipeTarget } from './swipe-navigation';

describe('swipe navigation (spec §2, §9)', () => {
  test('on the map a swipe needs at least 250 px, more horizontal than vertical', () => {
    expect(swipeDirection(249, 0, MAP_SWIPE_DISTANCE_PX)).toBeNull();
    expect(swipeDirection(250, 10, MAP_SWIPE_DISTANCE_PX)).toBe('right');
    expect(swipeDirection(-300, 40, MAP_SWIPE_DISTANCE_PX)).toBe('left');
    expect(swipeDirection(300, 300, MAP_SWIPE_DISTANCE_PX)).toBeNull();
    expect(swipeDirection(260, -280, MAP_SWIPE_DISTANCE_PX)).toBeNull();
  });

  test('from the map, right goes to the home list and left to the image gallery list', () => {
    const tabs = ['HomeList', 'MapShow', 'ImageGalleryList'];
    expect(swipeTarget(tabs, 1, 'right')).toBe('HomeList');
    expect(swipeTarget(tabs, 1, 'left')).toBe('ImageGalleryList');
    expect(swipeTarget(tabs, 0, 'right')).toBeNull();
    expect(swipeTarget(tabs, 2, 'left')).toBeNull();
  });
});
