import type { HTMLAttributes } from 'react';

export type IconProps = HTMLAttributes<HTMLSpanElement>;

type Shape = {
  /** the icon's name in Ant Design's set: its accessible name and class, as the library gave */
  name: string;
  /** the path data, one path each */
  paths: readonly string[];
  viewBox?: string;
  fillRule?: 'evenodd';
};

/**
 * Ant Design's outlined icons drawn from their path data alone. The library's component (and its
 * icon definitions as trees of nodes) was 13 KB of every staff screen's first load; this renders
 * the same markup (`span.anticon` with role img and the name, the 1em svg in the current colour),
 * so lib/theme/icons.css and every accessible name stay as they were.
 */
export function antIcon({ name, paths, viewBox = '64 64 896 896', fillRule }: Shape) {
  function AntIcon({ className, ...rest }: IconProps) {
    return (
      <span
        role="img"
        aria-label={name}
        {...rest}
        className={className ? `anticon anticon-${name} ${className}` : `anticon anticon-${name}`}
      >
        <svg
          fillRule={fillRule}
          viewBox={viewBox}
          focusable="false"
          data-icon={name}
          width="1em"
          height="1em"
          fill="currentColor"
          aria-hidden="true"
        >
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </svg>
      </span>
    );
  }
  return AntIcon;
}
