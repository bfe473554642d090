import { COLORIZED_MESSAGES } from '@retropics/domain/contracts/colorized.contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/hydra/hydra-client';
import { problemOfError, ratioProblem } from './colorized-messages';

describe('colorized upload problems', () => {
  it('accepts a picture within 2 % of the original’s ratio and names both ratios otherwise', () => {
    expect(ratioProblem({ width: 606, height: 400 }, [600, 400])).toBeNull();
    expect(ratioProblem({ width: 400, height: 400 }, [600, 400])).toEqual({
      key: 'ratio',
      uploaded: 1,
      original: 1.5,
    });
  });

  it('reads the server’s refusals, the ratios included', () => {
    const refusal = (message: string) => new ApiError(message, 422, [{ propertyPath: 'file', message }]);
    expect(problemOfError(refusal(COLORIZED_MESSAGES.ratio(1, 1.5)))).toEqual({
      key: 'ratio',
      uploaded: 1,
      original: 1.5,
    });
    expect(problemOfError(refusal(COLORIZED_MESSAGES.notBlackAndWhite))).toEqual({ key: 'notBlackAndWhite' });
    expect(problemOfError(refusal(COLORIZED_MESSAGES.notAnImage))).toEqual({ key: 'notAnImage' });
    expect(problemOfError(new ApiError('Access Denied.', 403))).toEqual({ key: 'denied' });
    expect(problemOfError(new Error('offline'))).toEqual({ key: 'failed' });
  });
});
