import { PRODUCT_LOGO_HEIGHT } from '@recyclens/shared';

/** The Recyclens word mark, drawn inline so it needs no request and takes the theme colour. */
export const ProductLogo = ({ height = PRODUCT_LOGO_HEIGHT }: { height?: number }) => (
  <svg
    role="img"
    aria-label="Recyclens"
    height={height}
    viewBox="0 0 160 40"
    style={{ height, width: 'auto' }}
    xmlns="http://www.w3.org/2000/svg"
  >
    <circle cx="20" cy="20" r="16" fill="none" stroke="var(--color-primary)" strokeWidth="4" />
    <path d="M20 8 a12 12 0 0 1 10 18" fill="none" stroke="var(--color-secondary)" strokeWidth="4" />
    <circle cx="20" cy="20" r="5" fill="var(--color-primary)" />
    <text
      x="44"
      y="28"
      fontFamily="Gantari, Inter, sans-serif"
      fontWeight="700"
      fontSize="22"
      fill="var(--color-primary)"
    >
      Recyclens
    </text>
  </svg>
);
