import { describe, expect, it } from 'vitest';
import { notificationOptions, notificationTarget, readPushPayload } from './push-notifications';

describe('readPushPayload', () => {
  it('reads the server message', () => {
    const text = JSON.stringify({ title: 'RetroPics', body: 'Hallo', url: '/settings', tag: 'ping' });
    expect(readPushPayload(text)).toEqual({
      title: 'RetroPics',
      body: 'Hallo',
      url: '/settings',
      tag: 'ping',
    });
  });

  it('still shows something for an empty or foreign message', () => {
    expect(readPushPayload(null)).toEqual({ title: 'RetroPics', body: '', url: '/' });
    expect(readPushPayload('plain words')).toEqual({ title: 'RetroPics', body: 'plain words', url: '/' });
    expect(readPushPayload(JSON.stringify({ title: 42, url: '' }))).toEqual({
      title: 'RetroPics',
      body: '',
      url: '/',
    });
  });
});

describe('notificationTarget', () => {
  const origin = 'https://retropics.example';
  it('opens paths of the app', () => {
    expect(notificationTarget('/photographs/show/3', origin)).toBe(`${origin}/photographs/show/3`);
    expect(notificationTarget(`${origin}/settings`, origin)).toBe(`${origin}/settings`);
  });
  it('never opens another site', () => {
    expect(notificationTarget('https://elsewhere.example/x', origin)).toBe(`${origin}/`);
    expect(notificationTarget('//elsewhere.example/x', origin)).toBe(`${origin}/`);
    expect(notificationTarget(undefined, origin)).toBe(`${origin}/`);
  });
});

describe('notificationOptions', () => {
  it('carries the URL for the click and the app icon by default', () => {
    expect(notificationOptions({ title: 'T', body: 'B', url: '/feed' })).toEqual({
      body: 'B',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: '/feed' },
    });
  });
});
