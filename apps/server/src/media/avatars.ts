import { AVATAR_COUNT } from '@retropics/domain/constants';

/**
 * The nine avatars people choose from (spec: avatar 0 to 8, default 1), drawn as SVG and rendered
 * to PNG once. Each is a small picture from the world of old photographs on its own colour, so
 * they tell people apart at 24 px and still look finished at 256 px.
 */
const palettes = [
  ['#f6d365', '#fda085', '#5b3a29'],
  ['#a1c4fd', '#c2e9fb', '#2d4059'],
  ['#84fab0', '#8fd3f4', '#1f4e5f'],
  ['#fccb90', '#d57eeb', '#3d2c5c'],
  ['#e0c3fc', '#8ec5fc', '#2b2d6e'],
  ['#fddb92', '#d1fdff', '#6a4b1f'],
  ['#ff9a9e', '#fecfef', '#7a2940'],
  ['#96fbc4', '#f9f586', '#2f5d3a'],
  ['#30cfd0', '#330867', '#f5f0e6'],
] as const;

const motifs: Array<(ink: string) => string> = [
  // 0: a bellows camera
  (
    ink,
  ) => `<g fill="${ink}"><rect x="58" y="96" width="140" height="92" rx="14"/><rect x="84" y="78" width="44" height="24" rx="6"/>
    <rect x="164" y="84" width="22" height="14" rx="3"/></g><circle cx="128" cy="142" r="34" fill="#fff" opacity=".92"/>
    <circle cx="128" cy="142" r="22" fill="${ink}"/><circle cx="120" cy="134" r="6" fill="#fff" opacity=".8"/>`,
  // 1: a person in a portrait oval (the default)
  (ink) => `<ellipse cx="128" cy="132" rx="78" ry="92" fill="#fff" opacity=".35"/>
    <circle cx="128" cy="104" r="36" fill="${ink}"/><path d="M60 206c8-40 36-60 68-60s60 20 68 60z" fill="${ink}"/>`,
  // 2: mountains under the sun
  (ink) => `<circle cx="172" cy="86" r="26" fill="#fff" opacity=".9"/>
    <path d="M28 200 98 98l34 48 22-28 74 82z" fill="${ink}"/><path d="m98 98 18 26-10-4-8 10-8-10-10 4z" fill="#fff" opacity=".85"/>`,
  // 3: a sailing boat on the lake
  (
    ink,
  ) => `<path d="M128 54v104H70z" fill="#fff" opacity=".95"/><path d="M136 74v84h52z" fill="#fff" opacity=".75"/>
    <path d="M62 166h132l-20 28H82z" fill="${ink}"/><path d="M36 210c16-8 32-8 48 0s32 8 48 0 32-8 48 0 24 6 40 0" stroke="${ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  // 4: a lighthouse at night
  (
    ink,
  ) => `<path d="M110 200 118 92h20l8 108z" fill="#fff"/><path d="m114 150 4-18h20l4 18zm-6 50 4-22h32l4 22z" fill="${ink}"/>
    <rect x="112" y="70" width="32" height="22" rx="4" fill="${ink}"/><path d="M144 74 220 52v50z" fill="#fff" opacity=".45"/>
    <path d="M48 212h160" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
  // 5: a hot-air balloon
  (
    ink,
  ) => `<path d="M128 48c-40 0-64 30-64 62 0 34 36 58 52 78h24c16-20 52-44 52-78 0-32-24-62-64-62z" fill="${ink}"/>
    <path d="M128 48c-14 0-22 30-22 62 0 34 12 58 16 78h12c4-20 16-44 16-78 0-32-8-62-22-62z" fill="#fff" opacity=".8"/>
    <rect x="114" y="196" width="28" height="20" rx="4" fill="${ink}"/>`,
  // 6: a tram of the old town
  (ink) => `<path d="M128 40v26M96 40h64" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
    <rect x="62" y="66" width="132" height="118" rx="18" fill="${ink}"/><rect x="76" y="82" width="46" height="40" rx="6" fill="#fff" opacity=".9"/>
    <rect x="134" y="82" width="46" height="40" rx="6" fill="#fff" opacity=".9"/><circle cx="92" cy="198" r="12" fill="${ink}"/><circle cx="164" cy="198" r="12" fill="${ink}"/>`,
  // 7: a tree on a hill
  (
    ink,
  ) => `<path d="M20 216c40-40 176-40 216 0z" fill="${ink}" opacity=".85"/><rect x="118" y="124" width="20" height="70" rx="6" fill="${ink}"/>
    <circle cx="128" cy="104" r="48" fill="${ink}"/><circle cx="110" cy="90" r="12" fill="#fff" opacity=".35"/>`,
  // 8: moon and stars over the roofs
  (ink) => `<path d="M168 56a48 48 0 1 0 30 86 56 56 0 0 1-30-86z" fill="${ink}"/>
    <g fill="${ink}"><circle cx="70" cy="70" r="5"/><circle cx="100" cy="46" r="3"/><circle cx="214" cy="60" r="4"/></g>
    <path d="M24 224v-46l30-24 30 24v-20l36-30 36 30v20l26-20 26 20v46z" fill="${ink}" opacity=".9"/>`,
];

export function avatarSvg(avatar: number): string {
  const [from, to, ink] = palettes[avatar] ?? palettes[1];
  const motif = (motifs[avatar] ?? motifs[1] ?? (() => ''))(ink);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
  <radialGradient id="glow" cx=".3" cy=".25" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
  <rect width="256" height="256" fill="url(#bg)"/><rect width="256" height="256" fill="url(#glow)"/>${motif}</svg>`;
}

export function isAvatarNumber(value: number) {
  return Number.isInteger(value) && value >= 0 && value < AVATAR_COUNT;
}
