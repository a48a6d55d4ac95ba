export {
  Icon, icons, type IconName, type IconProps, type NamedIconProps, type IconComponent,
  CheckIcon, XIcon, ChevronDownIcon, MenuIcon, CopyIcon, ExternalLinkIcon, PlusIcon, RefreshIcon, LockIcon, StarIcon,
  TrendingUpIcon, ShieldIcon, BellIcon, UserIcon, LogoutIcon, InstagramIcon, XLogoIcon, TikTokIcon, AppleIcon,
  GooglePlayIcon, InfoIcon, AlertTriangleIcon, DashIcon,
} from './Icon';
