/** Small inline icons: the web app has no icon library, and these few are all the table needs. */
type IconProps = { size?: number };

const svg = (size: number, path: string) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d={path}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const CameraIcon = ({ size = 16 }: IconProps) =>
  svg(size, 'M4 8h3l2-3h6l2 3h3v11H4z M12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z');
export const CrossIcon = ({ size = 16 }: IconProps) => svg(size, 'M6 6l12 12M18 6L6 18');
export const EyeIcon = ({ size = 16 }: IconProps) =>
  svg(size, 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z');
export const EyeOffIcon = ({ size = 16 }: IconProps) =>
  svg(size, 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M4 4l16 16');
export const GripIcon = ({ size = 16 }: IconProps) =>
  svg(size, 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01');
export const AttentionIcon = ({ size = 16 }: IconProps) => svg(size, 'M12 4v10M12 19h.01');
