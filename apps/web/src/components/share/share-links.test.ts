import { describe, expect, it } from 'vitest';
import { cleanHashtags, SHARE_NETWORKS, shareUrl } from './share-links';

const content = {
  url: 'https://retropics.example/photographs/show/1',
  title: 'Kapellbrücke & Wasserturm',
  description: 'Luzern, ca. 1895',
  hashtags: ['#RetroPics', 'Alte Brücken'],
  media: 'https://retropics.example/thumbnail/display/demo/a.jpg.jpeg',
};

describe('share links (spec §2)', () => {
  it('offers the spec networks in its order', () => {
    expect(SHARE_NETWORKS).toEqual([
      'facebook',
      'whatsapp',
      'pinterest',
      'twitter',
      'telegram',
      'skype',
      'linkedin',
      'xing',
      'email',
      'sms',
    ]);
  });

  it('puts the page address, encoded, into every link', () => {
    for (const network of SHARE_NETWORKS) {
      const link = shareUrl(network, content);
      expect(link, network).toContain(encodeURIComponent(content.url).slice(0, 20));
    }
  });

  it('writes hashtags without # and spaces', () => {
    expect(cleanHashtags(content.hashtags)).toEqual(['RetroPics', 'AlteBrücken']);
    expect(shareUrl('twitter', content)).toContain(`hashtags=${encodeURIComponent('RetroPics,AlteBrücken')}`);
  });

  it('mails title, description and address', () => {
    const mail = decodeURIComponent(shareUrl('email', content));
    expect(mail).toContain('subject=Kapellbrücke & Wasserturm');
    expect(mail).toContain('Luzern, ca. 1895');
  });
});
