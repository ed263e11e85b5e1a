import type { SVGProps } from 'react';

// Pixel icons on a 16x16 grid, drawn with crisp edges to match the theme.
type IconProps = SVGProps<SVGSVGElement>;

function PixelIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="20"
      height="20"
      fill="currentColor"
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M7 1h2v1h1v1h1v1h1v1h1v1h1v2h-1v7H9v-4H7v4H3V8H2V6h1V5h1V4h1V3h1V2h1z" />
  </PixelIcon>
);

export const BoardIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M2 2h12v12H2zm2 2v2h8V4zm0 3v2h8V7zm0 3v2h5v-2z" fillRule="evenodd" />
  </PixelIcon>
);

export const HobbyIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path
      d="M3 4h10v1h1v1h1v6h-1v1h-3v-1h-1v-1H6v1H5v1H2v-1H1V6h1V5h1zm1 3v1H3v1h1v1h1V9h1V8H5V7zm7 0v1h1V7zm-1 2v1h1V9zm2 0v1h1V9z"
      fillRule="evenodd"
    />
  </PixelIcon>
);

export const SearchIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path
      d="M5 1h4v1h1v1h1v4h-1v1h-1v1h1v1h1v1h1v1h1v1h1v2h-2v-1h-1v-1h-1v-1h-1v-1H9v-1H5v-1H4V9H3V8H2V4h1V3h1V2h1zm0 2v1H4v3h1v1h3V7h1V4H8V3z"
      fillRule="evenodd"
    />
  </PixelIcon>
);

export const BellIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M7 1h2v1h2v1h1v2h1v5h1v2H2v-2h1V5h1V3h1V2h2zm-1 12h4v1H9v1H7v-1H6z" />
  </PixelIcon>
);

export const GlobeIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path
      d="M5 1h6v1h2v2h1v2h1v4h-1v2h-1v2h-2v1H5v-1H3v-2H2v-2H1V6h1V4h1V2h2zm1 2v3h4V3zm-3 4v2h2V7zm4 0v2h2V7zm4 0v2h2V7zM6 10v3h4v-3z"
      fillRule="evenodd"
    />
  </PixelIcon>
);

export const UserIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M6 1h4v1h1v4h-1v1H6V6H5V2h1zM3 9h10v1h1v5H2v-5h1z" />
  </PixelIcon>
);

export const CloseIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M2 2h2v1h1v1h1v1h1v1h2V5h1V4h1V3h1V2h2v2h-1v1h-1v1h-1v1h-1v2h1v1h1v1h1v1h1v2h-2v-1h-1v-1h-1v-1H9v-1H7v1H6v1H5v1H4v1H2v-2h1v-1h1v-1h1V9h1V7H5V6H4V5H3V4H2z" />
  </PixelIcon>
);

export const ChevronDownIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M3 5h2v1h1v1h1v1h2V7h1V6h1V5h2v2h-1v1h-1v1h-1v1H9v1H7v-1H6V9H5V8H4V7H3z" />
  </PixelIcon>
);

export const CardIcon = (p: IconProps) => (
  <PixelIcon {...p}>
    <path d="M3 1h10v14H3zm2 2v5h6V3zm0 7v1h6v-1zm0 2v1h4v-1z" fillRule="evenodd" />
  </PixelIcon>
);
