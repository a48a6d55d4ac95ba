import { forwardRef, type ForwardRefExoticComponent, type ReactNode, type RefAttributes, type SVGProps } from 'react';
import { cx } from '../../cx';
import { icon } from './Icon.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  /** Width and height in px (or any CSS length). */
  size?: number | string;
  /** Give a title only when the icon carries meaning on its own; otherwise it stays hidden from assistive tech. */
  title?: string;
}

export type IconComponent = ForwardRefExoticComponent<IconProps & RefAttributes<SVGSVGElement>>;

// Stroke icons share one 24px grid; brand marks are filled.
function createIcon(displayName: string, paths: ReactNode, filled = false): IconComponent {
  const Component = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 20, title, className, ...rest }, ref) {
    const labelled = title !== undefined && title !== '';
    return (
      <svg
        ref={ref}
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        className={cx(icon, className)}
        {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {labelled ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  });
  Component.displayName = displayName;
  return Component;
}

export const CheckIcon = createIcon('CheckIcon', <path d="M20 6 9 17l-5-5" />);
export const XIcon = createIcon('XIcon', <path d="M18 6 6 18M6 6l12 12" />);
export const ChevronDownIcon = createIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const MenuIcon = createIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const CopyIcon = createIcon(
  'CopyIcon',
  <>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </>,
);
export const ExternalLinkIcon = createIcon('ExternalLinkIcon', <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
export const PlusIcon = createIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const RefreshIcon = createIcon('RefreshIcon', <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16m0 5v-5h5M3 12a9 9 0 0 1 15.5-6.2L21 8m0-5v5h-5" />);
export const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="4" y="11" width="16" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </>,
);
export const StarIcon = createIcon('StarIcon', <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2Z" />);
export const TrendingUpIcon = createIcon('TrendingUpIcon', <path d="m22 7-8.5 8.5-5-5L2 17M16 7h6v6" />);
export const ShieldIcon = createIcon('ShieldIcon', <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />);
export const BellIcon = createIcon('BellIcon', <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.9 1.9 0 0 0 3.4 0" />);
export const UserIcon = createIcon(
  'UserIcon',
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const LogoutIcon = createIcon('LogoutIcon', <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />);
export const InfoIcon = createIcon(
  'InfoIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 16v-4M12 8h.01" />
  </>,
);
export const AlertTriangleIcon = createIcon(
  'AlertTriangleIcon',
  <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0ZM12 9v4M12 17h.01" />,
);
export const DashIcon = createIcon('DashIcon', <path d="M5 12h14" />);
export const InstagramIcon = createIcon(
  'InstagramIcon',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </>,
);
export const XLogoIcon = createIcon(
  'XLogoIcon',
  <path d="M17.8 2.5h3.1l-6.8 7.8 8 10.6h-6.3l-4.9-6.4-5.6 6.4H2.2l7.3-8.3L1.9 2.5h6.4l4.4 5.9 5.1-5.9Zm-1.1 16.5h1.7L7.4 4.3H5.6L16.7 19Z" />,
  true,
);
export const TikTokIcon = createIcon(
  'TikTokIcon',
  <path d="M16.6 2h-3.3v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9.1a6.2 6.2 0 1 0 5.3 6.2V8.6a7.8 7.8 0 0 0 4.5 1.4V6.7A4.5 4.5 0 0 1 16.6 2Z" />,
  true,
);
export const AppleIcon = createIcon(
  'AppleIcon',
  <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.3-.9a4.9 4.9 0 0 0-4.2 2.5c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.3 0 2.2-1.3 3-2.5a10 10 0 0 0 1.4-2.8 4.4 4.4 0 0 1-2.4-4ZM13.9 5a4.4 4.4 0 0 0 1-3.2 4.6 4.6 0 0 0-3 1.5 4.2 4.2 0 0 0-1 3.1 3.8 3.8 0 0 0 3-1.4Z" />,
  true,
);
export const GooglePlayIcon = createIcon(
  'GooglePlayIcon',
  <path d="M3.6 1.8c-.3.3-.5.8-.5 1.4v17.6c0 .6.2 1.1.5 1.4l10-10.2-10-10.2Zm11.1 11.3 2.8 2.8-12.4 7c-.5.3-1 .3-1.4.1l11-9.9Zm0-2.2L3.7 1c.4-.2.9-.2 1.4.1l12.4 7-2.8 2.8Zm4.1-1.8 2.9 1.6c.9.5.9 1.9 0 2.4l-2.9 1.6-3-3 3-2.6Z" />,
  true,
);

/** Every icon by name, for pickers, stories and data-driven menus. */
export const icons = {
  check: CheckIcon,
  x: XIcon,
  'chevron-down': ChevronDownIcon,
  menu: MenuIcon,
  copy: CopyIcon,
  external: ExternalLinkIcon,
  plus: PlusIcon,
  refresh: RefreshIcon,
  lock: LockIcon,
  star: StarIcon,
  'trending-up': TrendingUpIcon,
  shield: ShieldIcon,
  bell: BellIcon,
  user: UserIcon,
  logout: LogoutIcon,
  instagram: InstagramIcon,
  'x-logo': XLogoIcon,
  tiktok: TikTokIcon,
  apple: AppleIcon,
  'google-play': GooglePlayIcon,
  info: InfoIcon,
  'alert-triangle': AlertTriangleIcon,
  dash: DashIcon,
} as const;

export type IconName = keyof typeof icons;

export interface NamedIconProps extends IconProps {
  name: IconName;
}

/** Picks an icon by name; handy when the name comes from data. */
export function Icon({ name, ...rest }: NamedIconProps) {
  const Component = icons[name];
  return <Component {...rest} />;
}
