/** The RetroPics mark (same drawing as the app icon), decorative next to the product name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="96" fill="#1c1712" />
      <g transform="rotate(-6 256 256)">
        <rect x="96" y="88" width="320" height="352" rx="12" fill="#f3e6cc" />
        <rect x="122" y="114" width="268" height="240" fill="#8a6a43" />
        <circle cx="320" cy="168" r="30" fill="#f0c987" />
        <path d="M122 354 L200 236 L248 298 L292 226 L390 354 Z" fill="#3e2f20" />
      </g>
    </svg>
  );
}
