import { describe, expect, it } from 'vitest';
import { completeShortYear, parseDateText } from './date-text.js';

const range = (fromYear: number, toYear: number) => ({ fromYear, toYear });

describe('parseDateText', () => {
  describe('a four-digit year', () => {
    it('stands for that year alone', () => {
      expect(parseDateText('1921')).toEqual(range(1921, 1921));
    });

    it('accepts the bounds 1850 and 1990', () => {
      expect(parseDateText('1850')).toEqual(range(1850, 1850));
      expect(parseDateText('1990')).toEqual(range(1990, 1990));
    });

    it('rejects years outside 1850..1990', () => {
      expect(parseDateText('1849')).toBeNull();
      expect(parseDateText('1991')).toBeNull();
      expect(parseDateText('2024')).toBeNull();
    });

    it('ignores surrounding blanks', () => {
      expect(parseDateText('  1921 ')).toEqual(range(1921, 1921));
    });

    it('rejects years with more or fewer digits', () => {
      expect(parseDateText('192')).toBeNull();
      expect(parseDateText('19210')).toBeNull();
    });
  });

  describe('a decade', () => {
    it("reads '1920s' as 1920-1929", () => {
      expect(parseDateText('1920s')).toEqual(range(1920, 1929));
    });

    it("reads the German '1920er' as 1920-1929", () => {
      expect(parseDateText('1920er')).toEqual(range(1920, 1929));
    });

    it("reads '1920's' and upper case", () => {
      expect(parseDateText("1920's")).toEqual(range(1920, 1929));
      expect(parseDateText('1930ER')).toEqual(range(1930, 1939));
    });

    it('requires a year ending in 0', () => {
      expect(parseDateText('1925s')).toBeNull();
      expect(parseDateText('1925er')).toBeNull();
    });

    it('accepts the first decade and rejects those leaving 1850..1990', () => {
      expect(parseDateText('1850s')).toEqual(range(1850, 1859));
      expect(parseDateText('1980er')).toEqual(range(1980, 1989));
      expect(parseDateText('1840s')).toBeNull();
      expect(parseDateText('1990s')).toBeNull();
    });
  });

  describe("'circa' a year", () => {
    it.each(['ca 1920', 'ca. 1920', 'circa 1920', 'Ca. 1920', 'CIRCA 1920', 'ca.1920', 'ca1920'])(
      "reads '%s' as five years either side",
      (text) => {
        expect(parseDateText(text)).toEqual(range(1915, 1925));
      },
    );

    it('rejects a spread that leaves 1850..1990', () => {
      expect(parseDateText('ca 1852')).toBeNull();
      expect(parseDateText('ca. 1988')).toBeNull();
    });

    it('accepts a spread that just fits', () => {
      expect(parseDateText('ca 1855')).toEqual(range(1850, 1860));
      expect(parseDateText('circa 1985')).toEqual(range(1980, 1990));
    });

    it('rejects other words before the year', () => {
      expect(parseDateText('um 1920')).toBeNull();
      expect(parseDateText('c 1920')).toBeNull();
    });
  });

  describe('d.m.yyyy', () => {
    it('reads a full German date as its year', () => {
      expect(parseDateText('3.5.1921')).toEqual(range(1921, 1921));
      expect(parseDateText('03.05.1921')).toEqual(range(1921, 1921));
      expect(parseDateText('31.12.1899')).toEqual(range(1899, 1899));
    });

    it('tolerates blanks after the dots', () => {
      expect(parseDateText('3. 5. 1921')).toEqual(range(1921, 1921));
    });

    it('rejects days and months that do not exist', () => {
      expect(parseDateText('32.1.1921')).toBeNull();
      expect(parseDateText('0.1.1921')).toBeNull();
      expect(parseDateText('1.13.1921')).toBeNull();
      expect(parseDateText('1.0.1921')).toBeNull();
      expect(parseDateText('31.4.1921')).toBeNull();
      expect(parseDateText('29.2.1921')).toBeNull();
    });

    it('knows leap years', () => {
      expect(parseDateText('29.2.1920')).toEqual(range(1920, 1920));
      expect(parseDateText('29.2.1900')).toBeNull();
    });

    it('rejects a year outside 1850..1990', () => {
      expect(parseDateText('3.5.1849')).toBeNull();
      expect(parseDateText('3.5.1991')).toBeNull();
    });
  });

  describe('yyyy-mm-dd', () => {
    it('reads an ISO date as its year', () => {
      expect(parseDateText('1921-05-03')).toEqual(range(1921, 1921));
    });

    it('rejects dates that do not exist', () => {
      expect(parseDateText('1921-13-01')).toBeNull();
      expect(parseDateText('1921-02-30')).toBeNull();
      expect(parseDateText('1921-00-10')).toBeNull();
    });

    it('rejects a year outside 1850..1990', () => {
      expect(parseDateText('1700-01-01')).toBeNull();
      expect(parseDateText('2001-01-01')).toBeNull();
    });
  });

  describe('yy-yy', () => {
    it('completes both years with 19', () => {
      expect(parseDateText('20-25')).toEqual(range(1920, 1925));
      expect(parseDateText('00-09')).toEqual(range(1900, 1909));
    });

    it('rejects a range running backwards', () => {
      expect(parseDateText('25-20')).toBeNull();
    });

    it('rejects an end after 1990', () => {
      expect(parseDateText('85-95')).toBeNull();
    });
  });

  describe('yyyy-yy', () => {
    it("gives the second year the first one's century", () => {
      expect(parseDateText('1920-25')).toEqual(range(1920, 1925));
      expect(parseDateText('1890-99')).toEqual(range(1890, 1899));
    });

    it('rejects a range running backwards', () => {
      expect(parseDateText('1925-20')).toBeNull();
      expect(parseDateText('1895-05')).toBeNull();
    });

    it('rejects a start before 1850', () => {
      expect(parseDateText('1845-55')).toBeNull();
    });
  });

  describe('yyyy-yyyy and yyyy yyyy', () => {
    it.each(['1920-1925', '1920 1925', '1920 - 1925', '1920\u20131925', '1920   1925'])(
      "reads '%s' as 1920-1925",
      (text) => {
        expect(parseDateText(text)).toEqual(range(1920, 1925));
      },
    );

    it('accepts a range of one year', () => {
      expect(parseDateText('1920-1920')).toEqual(range(1920, 1920));
    });

    it('rejects a range running backwards', () => {
      expect(parseDateText('1925-1920')).toBeNull();
      expect(parseDateText('1925 1920')).toBeNull();
    });

    it('rejects a range leaving 1850..1990', () => {
      expect(parseDateText('1840-1860')).toBeNull();
      expect(parseDateText('1980-1995')).toBeNull();
      expect(parseDateText('1850-1990')).toEqual(range(1850, 1990));
    });
  });

  it.each(['', '   ', 'unbekannt', 'Sommer 1920', '1920?', '1920/1925', '1920-', '-1920', '1920-1925-1930'])(
    "returns null for '%s'",
    (text) => {
      expect(parseDateText(text)).toBeNull();
    },
  );
});

describe('completeShortYear', () => {
  it('completes two digits with 19', () => {
    expect(completeShortYear('25')).toBe('1925');
    expect(completeShortYear('05')).toBe('1905');
    expect(completeShortYear(' 99 ')).toBe('1999');
  });

  it('leaves full years, empty fields and other input as typed', () => {
    expect(completeShortYear('1925')).toBe('1925');
    expect(completeShortYear('')).toBe('');
    expect(completeShortYear('5')).toBe('5');
    expect(completeShortYear('192')).toBe('192');
    expect(completeShortYear('ab')).toBe('ab');
  });
});
