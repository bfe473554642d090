/** What is shared: the page's address, a title, a description, hashtags and a picture. */
export interface ShareContent {
  url: string;
  title: string;
  description?: string;
  hashtags?: string[];
  /** Absolute address of a picture (Pinterest needs one). */
  media?: string;
}

/** Spec §2: the share networks, in the spec's order; copy link is offered beside them. */
export const SHARE_NETWORKS = [
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
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

const enc = encodeURIComponent;

/** Hashtags without '#' and without spaces, as the networks expect them. */
export function cleanHashtags(hashtags: readonly string[] = []): string[] {
  return [...new Set(hashtags.map((tag) => tag.replace(/^#/, '').replace(/\s+/g, '')).filter(Boolean))];
}

export function shareUrl(network: ShareNetwork, content: ShareContent): string {
  const { url, title } = content;
  const description = content.description ?? '';
  const hashtags = cleanHashtags(content.hashtags);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}&quote=${enc(title)}${
        hashtags[0] ? `&hashtag=${enc(`#${hashtags[0]}`)}` : ''
      }`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${enc(`${title} ${url}`)}`;
    case 'pinterest':
      return `https://pinterest.com/pin/create/button/?url=${enc(url)}&media=${enc(content.media ?? '')}&description=${enc(title)}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}&hashtags=${enc(hashtags.join(','))}`;
    case 'telegram':
      return `https://t.me/share/url?url=${enc(url)}&text=${enc(title)}`;
    case 'skype':
      return `https://web.skype.com/share?url=${enc(url)}&text=${enc(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`;
    case 'xing':
      return `https://www.xing.com/spi/shares/new?url=${enc(url)}`;
    case 'email':
      return `mailto:?subject=${enc(title)}&body=${enc(`${description ? `${description}\n\n` : ''}${url}`)}`;
    case 'sms':
      return `sms:?&body=${enc(`${title} ${url}`)}`;
  }
}
