// The few line icons of the first screen, drawn without lucide-react's runtime (about 2 KB of JavaScript on every
// page). Path data from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors; the other
// icons still come from lucide-react.

type IconProps = { className?: string };

function StrokeIcon({ className, children }: IconProps & { children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      className={className}
    >
      {children}
    </svg>
  );
}

export const UserRoundIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <circle cx="12" cy="8" r="5" />
    <path d="M20 21a8 8 0 0 0-16 0" />
  </StrokeIcon>
);

export const CloseIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </StrokeIcon>
);

export const FlagIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.333 2q2 0 3.067-.8A1 1 0 0 1 20 4v10a1 1 0 0 1-.4.8A6 6 0 0 1 16 16c-3 0-5-2-8-2a6 6 0 0 0-4 1.528" />
  </StrokeIcon>
);

export const BellPlusIcon = ({ className }: IconProps) => (
  <StrokeIcon className={className}>
    <path d="M10.268 21a2 2 0 0 0 3.464 0" />
    <path d="M15 8h6" />
    <path d="M18 5v6" />
    <path d="M20.002 14.464a9 9 0 0 0 .738.863A1 1 0 0 1 20 17H4a1 1 0 0 1-.74-1.673C4.59 13.956 6 12.499 6 8a6 6 0 0 1 8.75-5.332" />
  </StrokeIcon>
);
