import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressEmailSchema,
  addressSchema,
  commentBoxSchema,
  commentSchema,
  customPerkAmountSchema,
  cutToCents,
  feedbackSchema,
  isBlankRichText,
  isFeedbackEmailValid,
  loginSchema,
  MESSAGES,
  mentionSchema,
  normaliseCommentBox,
  registrationSchema,
  reportContactSchema,
  resetPasswordSchema,
  resetRequestSchema,
} from './validation.js';

/** Messages per field path, in order, or {} when the input is valid. */
function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('loginSchema', () => {
  it('accepts an e-mail and a password of 6 characters', () => {
    expect(loginSchema.parse({ email: ' anna@example.org ', password: '123456' })).toEqual({
      email: 'anna@example.org',
      password: '123456',
    });
  });

  it('requires the e-mail', () => {
    expect(errorsOf(loginSchema, { email: '', password: '123456' })).toEqual({
      email: ['E-mail is required'],
    });
    expect(errorsOf(loginSchema, { password: '123456' })).toEqual({ email: ['E-mail is required'] });
  });

  it.each(['anna', 'anna@example', 'anna @example.org', '@example.org'])(
    "refuses the e-mail '%s'",
    (email) => {
      expect(errorsOf(loginSchema, { email, password: '123456' })).toEqual({
        email: ['E-mail must be valid'],
      });
    },
  );

  it('requires a password of at least 6 characters', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.de', password: '' })).toEqual({
      password: ['Password is required'],
    });
    expect(errorsOf(loginSchema, { email: 'a@b.de', password: '12345' })).toEqual({
      password: ['Password must be at least 6 characters'],
    });
  });
});

describe('registrationSchema', () => {
  const valid = { email: 'anna@example.org', password: '12345678' };

  it('trims and lower-cases the e-mail and defaults the e-mail preferences to off', () => {
    expect(registrationSchema.parse({ ...valid, email: '  Anna@Example.ORG ' })).toEqual({
      email: 'anna@example.org',
      password: '12345678',
      receiveEmailsLogins: false,
      receiveEmailsUpdates: false,
      receiveEmailsSurveys: false,
      receiveEmailsOffers: false,
    });
  });

  it('keeps the chosen e-mail preferences', () => {
    const parsed = registrationSchema.parse({
      ...valid,
      receiveEmailsUpdates: true,
      receiveEmailsOffers: true,
    });
    expect(parsed).toMatchObject({
      receiveEmailsLogins: false,
      receiveEmailsUpdates: true,
      receiveEmailsOffers: true,
    });
  });

  it("reports 'EmailIsRequired' for a missing or blank e-mail", () => {
    expect(errorsOf(registrationSchema, { ...valid, email: '   ' })).toEqual({ email: ['EmailIsRequired'] });
    expect(errorsOf(registrationSchema, { password: valid.password })).toEqual({
      email: ['EmailIsRequired'],
    });
  });

  it("reports 'EmailMustBeValid' for a malformed e-mail", () => {
    expect(errorsOf(registrationSchema, { ...valid, email: 'anna.example.org' })).toEqual({
      email: ['EmailMustBeValid'],
    });
  });

  it("reports 'PasswordLength' below 8 characters", () => {
    expect(errorsOf(registrationSchema, { ...valid, password: '1234567' })).toEqual({
      password: ['PasswordLength'],
    });
    expect(errorsOf(registrationSchema, { email: valid.email })).toEqual({ password: ['PasswordLength'] });
  });

  it('refuses e-mail preferences that are not booleans', () => {
    expect(Object.keys(errorsOf(registrationSchema, { ...valid, receiveEmailsSurveys: 'yes' }))).toEqual([
      'receiveEmailsSurveys',
    ]);
  });
});

describe('password reset', () => {
  it('requires a new password of at least 8 characters', () => {
    expect(resetPasswordSchema.parse({ password: '12345678' })).toEqual({ password: '12345678' });
    expect(errorsOf(resetPasswordSchema, { password: '1234567' })).toEqual({ password: ['PasswordLength'] });
  });

  it('requests the link for a valid e-mail', () => {
    expect(resetRequestSchema.parse({ email: ' A@B.de' })).toEqual({ email: 'a@b.de' });
    expect(errorsOf(resetRequestSchema, { email: 'ab' })).toEqual({ email: ['EmailMustBeValid'] });
  });
});

describe('feedbackSchema', () => {
  it('accepts text alone', () => {
    expect(feedbackSchema.parse({ text: ' Schöne App ' })).toEqual({ text: 'Schöne App', newsletter: false });
  });

  it('requires text that is not blank after trimming', () => {
    expect(errorsOf(feedbackSchema, { text: '  \n ' })).toEqual({ text: [MESSAGES.feedbackTextRequired] });
  });

  it('treats an empty e-mail as none', () => {
    expect(feedbackSchema.parse({ text: 'x', email: '  ' })).toEqual({ text: 'x', newsletter: false });
  });

  it.each(['anna@example.de', 'anna@mail.example.museum', 'a.b@c.INFO'])(
    "accepts the e-mail '%s'",
    (email) => {
      expect(feedbackSchema.safeParse({ text: 'x', email }).success).toBe(true);
      expect(isFeedbackEmailValid(email)).toBe(true);
    },
  );

  it.each(['anna@example.d', 'anna@example.abcdefg', 'anna@example.d3', 'anna', 'anna@example'])(
    "refuses the e-mail '%s' with the German message",
    (email) => {
      expect(errorsOf(feedbackSchema, { text: 'x', email })).toEqual({
        email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      });
      expect(isFeedbackEmailValid(email)).toBe(false);
    },
  );

  it('allows the newsletter only with an e-mail', () => {
    expect(feedbackSchema.safeParse({ text: 'x', email: 'a@b.de', newsletter: true }).success).toBe(true);
    expect(errorsOf(feedbackSchema, { text: 'x', newsletter: true })).toEqual({
      newsletter: [MESSAGES.newsletterNeedsEmail],
    });
  });
});

describe('reportContactSchema', () => {
  const valid = { personName: 'Anna', personEmail: 'anna@example.org', privacy: true };

  it('accepts an e-mail with consent', () => {
    expect(reportContactSchema.parse(valid)).toEqual(valid);
  });

  it('requires a valid e-mail', () => {
    expect(errorsOf(reportContactSchema, { ...valid, personEmail: '' })).toEqual({
      personEmail: ['E-mail is required'],
    });
    expect(errorsOf(reportContactSchema, { ...valid, personEmail: 'anna' })).toEqual({
      personEmail: ['E-mail must be valid'],
    });
  });

  it("requires the privacy consent: 'You must agree to continue!'", () => {
    expect(errorsOf(reportContactSchema, { ...valid, privacy: false })).toEqual({
      privacy: ['You must agree to continue!'],
    });
    expect(errorsOf(reportContactSchema, { personEmail: valid.personEmail })).toEqual({
      personName: ['Name is required'],
      privacy: ['You must agree to continue!'],
    });
  });

  it('requires the contact name, so the team knows whom to answer', () => {
    expect(errorsOf(reportContactSchema, { ...valid, personName: '  ' })).toEqual({
      personName: ['Name is required'],
    });
  });
});

describe('isBlankRichText', () => {
  it.each(['', '   ', '<p></p>', '<p><br></p>', '<p>&nbsp;</p>', '<p> &#160; </p>\n'])(
    "finds '%s' blank",
    (html) => {
      expect(isBlankRichText(html)).toBe(true);
    },
  );

  it.each(['a', '<p>Opa</p>', '<p><strong>1920</strong></p>'])("finds '%s' not blank", (html) => {
    expect(isBlankRichText(html)).toBe(false);
  });
});

describe('commentSchema', () => {
  it('defaults to no box, public, front side', () => {
    expect(commentSchema.parse({ text: '<p>Mein Opa</p>' })).toEqual({
      text: '<p>Mein Opa</p>',
      box: null,
      isPrivate: false,
      isBackside: false,
    });
  });

  it('requires text with something to read', () => {
    expect(errorsOf(commentSchema, { text: '<p> </p>' })).toEqual({ text: [MESSAGES.commentTextRequired] });
    expect(errorsOf(commentSchema, {})).toEqual({ text: [MESSAGES.commentTextRequired] });
  });

  it('accepts a box as object or as an array of 5 numbers', () => {
    const box = { x: 10, y: 20, width: 30, height: 40, degrees: 90 };
    expect(commentSchema.parse({ text: 'a', box }).box).toEqual(box);
    expect(commentSchema.parse({ text: 'a', box: [10, 20, 30, 40, 90] }).box).toEqual([10, 20, 30, 40, 90]);
  });

  it.each([
    ['4 numbers', [1, 2, 3, 4]],
    ['6 numbers', [1, 2, 3, 4, 5, 6]],
    ['a missing field', { x: 1, y: 2, width: 3, height: 4 }],
    ['a text field', { x: '1', y: 2, width: 3, height: 4, degrees: 0 }],
    ['an infinite value', [1, 2, 3, Number.POSITIVE_INFINITY, 0]],
    ['a string', 'box'],
  ])('refuses a box with %s', (_case, box) => {
    expect(errorsOf(commentBoxSchema, box)).toEqual({ '': [MESSAGES.commentBox] });
  });
});

describe('normaliseCommentBox', () => {
  it('reads the array form as [x, y, width, height, degrees]', () => {
    expect(normaliseCommentBox([1, 2, 3, 4, 5])).toEqual({ x: 1, y: 2, width: 3, height: 4, degrees: 5 });
  });

  it('passes objects and null through', () => {
    const box = { x: 1, y: 2, width: 3, height: 4, degrees: 5 };
    expect(normaliseCommentBox(box)).toEqual(box);
    expect(normaliseCommentBox(null)).toBeNull();
  });
});

describe('mentionSchema', () => {
  it("requires a description: 'Description is required'", () => {
    expect(errorsOf(mentionSchema, { name: 'Anna', description: '  ' })).toEqual({
      description: ['Description is required'],
    });
    expect(errorsOf(mentionSchema, { name: 'Anna' })).toEqual({ description: ['Description is required'] });
  });

  it('accepts a description with optional parents', () => {
    expect(mentionSchema.parse({ name: 'Anna', description: ' Lehrerin ', mother: 'Maria' })).toEqual({
      name: 'Anna',
      description: 'Lehrerin',
      mother: 'Maria',
    });
  });
});

describe('addressSchema', () => {
  const valid = {
    givenName: 'Anna',
    familyName: 'Huber',
    streetAddress: 'Lauben 12',
    addressLocality: 'Bozen',
    postalCode: '39100',
  };

  it('accepts a complete address and defaults the country to DE', () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, addressCountry: 'DE' });
    expect(addressSchema.parse({ ...valid, addressCountry: 'IT' }).addressCountry).toBe('IT');
  });

  it('reports every missing field with its required message only', () => {
    expect(errorsOf(addressSchema, { addressCountry: '' })).toEqual({
      givenName: ['Name is required'],
      familyName: ['Name is required'],
      addressCountry: ['Country is required'],
      streetAddress: ['Address is required'],
      addressLocality: ['Place is required'],
      postalCode: ['Postal code is required'],
    });
  });

  it('reports blank fields as missing', () => {
    expect(errorsOf(addressSchema, { ...valid, givenName: '   ', postalCode: ' ' })).toEqual({
      givenName: ['Name is required'],
      postalCode: ['Postal code is required'],
    });
  });

  it('reports fields that are too short', () => {
    expect(
      errorsOf(addressSchema, {
        givenName: 'A',
        familyName: ' H ',
        streetAddress: 'Weg 1',
        addressLocality: 'Ulm',
        postalCode: '391',
      }),
    ).toEqual({
      givenName: ['Name must be more than 1 characters'],
      familyName: ['Name must be more than 1 characters'],
      streetAddress: ['Address must be more than 5 characters'],
      addressLocality: ['Place must be more than 3 characters'],
      postalCode: ['Postal code must be more than 3 characters'],
    });
  });

  it('accepts fields just over the minimum', () => {
    const shortest = {
      givenName: 'Al',
      familyName: 'Bo',
      streetAddress: 'Weg 12',
      addressLocality: 'Bonn',
      postalCode: '3910',
    };
    expect(addressSchema.safeParse(shortest).success).toBe(true);
  });

  it('does not apply e-mail rules to the address, but keeps them available', () => {
    expect(addressSchema.safeParse({ ...valid, email: 'not-an-email' }).success).toBe(true);
    expect(errorsOf(addressEmailSchema, '')).toEqual({ '': ['E-mail is required'] });
    expect(errorsOf(addressEmailSchema, 'x@y')).toEqual({ '': ['E-mail must be valid'] });
  });
});

describe('cutToCents', () => {
  it('cuts, never rounds, to two decimals', () => {
    expect(cutToCents(12.349)).toBe(12.34);
    expect(cutToCents(12.999)).toBe(12.99);
    expect(cutToCents(5)).toBe(5);
  });

  it('keeps amounts whose binary form is slightly below the decimal', () => {
    expect(cutToCents(0.29)).toBe(0.29);
    expect(cutToCents(1.15)).toBe(1.15);
    expect(cutToCents(4.35)).toBe(4.35);
  });
});

describe('customPerkAmountSchema', () => {
  it('cuts amounts to cents', () => {
    expect(customPerkAmountSchema.parse(25.678)).toBe(25.67);
    expect(customPerkAmountSchema.parse('25.678')).toBe(25.67);
  });

  it('reads a German decimal comma', () => {
    expect(customPerkAmountSchema.parse('12,50')).toBe(12.5);
  });

  it.each([0, '0', 0.001, '0,009', -5])('refuses %s', (amount) => {
    expect(errorsOf(customPerkAmountSchema, amount)).toEqual({ '': [MESSAGES.perkAmount] });
  });

  it.each(['', 'zehn', '1.2.3', Number.NaN, Number.POSITIVE_INFINITY, null])(
    'refuses the non-number %s',
    (amount) => {
      expect(errorsOf(customPerkAmountSchema, amount)).toEqual({ '': [MESSAGES.perkAmount] });
    },
  );
});
