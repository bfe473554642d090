import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/hydra/hydra-client';
import { albumItemCount, listFailure } from './owned-lists-rules';

describe('albumItemCount', () => {
  it('counts every kind of item an album holds', () => {
    expect(
      albumItemCount({
        photographs: ['/photographs/1', '/photographs/2'],
        retrosnaps: ['/retrosnaps/4'],
        subGalleries: ['/image_galleries/9'],
        photographComments: [],
      }),
    ).toBe(4);
  });
});

describe('listFailure', () => {
  const quiet = { isError: false, error: null, isPaused: false, failureReason: null };
  const networkError = new TypeError('Failed to fetch');

  it('is nothing while a list loads or has loaded', () => {
    expect(listFailure(quiet)).toBeNull();
    // A first try failed and the retry is under way: still loading.
    expect(listFailure({ ...quiet, failureReason: networkError })).toBeNull();
  });

  it('says offline when the read got no answer, failed or waiting for the network', () => {
    expect(listFailure({ ...quiet, isError: true, error: networkError })).toBe('offline');
    expect(listFailure({ ...quiet, isPaused: true, failureReason: networkError })).toBe('offline');
  });

  it('says error when the server answered with a failure', () => {
    expect(listFailure({ ...quiet, isError: true, error: new ApiError('Server down', 503) })).toBe('error');
    expect(listFailure({ ...quiet, isPaused: true, failureReason: new ApiError('x', 500) })).toBe('error');
  });

  it('ignores a read that was cancelled', () => {
    const abort = new DOMException('aborted', 'AbortError');
    expect(listFailure({ ...quiet, isError: true, error: abort })).toBeNull();
  });
});
