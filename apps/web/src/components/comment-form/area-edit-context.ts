import { createContext } from 'react';
import type { PictureComment } from '../../lib/resources/comments';

/**
 * The screen showing a picture's comments lets their authors change a comment's area there (box-edit
 * mode over that picture): the comments list offers 'change area' where a screen provides this.
 */
export const AreaEditContext = createContext<((comment: PictureComment) => void) | null>(null);
