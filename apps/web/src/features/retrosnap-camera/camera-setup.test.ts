import { describe, expect, it } from 'vitest';
import { cameraFailureOf } from '../../lib/device/rear-camera';
import { cameraRequests, captureCrop, isCaptureKey, orientationOf, zoomRangeOf } from './camera-setup';

const domError = (name: string) => new DOMException('x', name);

describe('RetroSnap camera rules', () => {
  it('asks for the rear camera at 1280–1920 × 720–1080 first, then ever looser', () => {
    const [first, second, last] = cameraRequests();
    expect(first?.video).toEqual({
      facingMode: { ideal: 'environment' },
      width: { min: 1280, ideal: 1920, max: 1920 },
      height: { min: 720, ideal: 1080, max: 1080 },
    });
    expect(second?.video).toEqual({
      facingMode: { ideal: 'environment' },
      width: { ideal: 1920 },
      height: { ideal: 1080 },
    });
    expect(last?.video).toBe(true);
  });

  it('tells denied, missing, busy and other failures apart', () => {
    expect(cameraFailureOf(domError('NotAllowedError'))).toBe('denied');
    expect(cameraFailureOf(domError('NotFoundError'))).toBe('noCamera');
    expect(cameraFailureOf(domError('NotReadableError'))).toBe('busy');
    expect(cameraFailureOf(new Error('odd'))).toBe('failed');
  });

  it('uses the camera’s own zoom with 10 device steps per slider step, else the digital zoom', () => {
    expect(zoomRangeOf({ min: 1, max: 8, step: 0.1 })).toEqual({ kind: 'device', min: 1, max: 8, step: 1 });
    expect(zoomRangeOf(undefined).kind).toBe('digital');
    expect(zoomRangeOf({ min: 1, max: 1, step: 0.1 }).kind).toBe('digital');
  });

  it('crops the middle of the frame by the digital zoom', () => {
    expect(captureCrop(1280, 720, 1)).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    expect(captureCrop(1280, 720, 2)).toEqual({ x: 320, y: 180, width: 640, height: 360 });
  });

  it('takes the picture on Space, Enter and the camera key', () => {
    expect(isCaptureKey({ key: ' ' })).toBe(true);
    expect(isCaptureKey({ key: 'Camera' })).toBe(true);
    expect(isCaptureKey({ key: 'a' })).toBe(false);
  });

  it('keeps an orientation only when every angle is there and in range', () => {
    expect(orientationOf({ alpha: 10.123, beta: -20, gamma: 5 })).toEqual({
      alpha: 10.12,
      beta: -20,
      gamma: 5,
    });
    expect(orientationOf({ alpha: null, beta: 1, gamma: 1 })).toBeNull();
    expect(orientationOf({ alpha: 10, beta: 1, gamma: 100 })).toBeNull();
  });
});
