import { useId } from 'react';
import { coverColourOf, coverTitleOf } from './cover-design.ts';

type Props = { name: string; shortCode: string; index: number };

/**
 * A supplier catalogue's cover (accounts spec 2.5: "images linking to ... supplier catalogues"),
 * drawn in the page as an image named for its supplier: the supplier's name, its short code and a
 * garment outline on the supplier's colour.
 */
export function CatalogueCover({ name, shortCode, index }: Props) {
  const titleId = useId();
  const colour = coverColourOf(index);
  const { lines, fontSize } = coverTitleOf(name);
  // The name's block (capitals about 0.72 em tall, lines 1.1 em apart) is centred on y 124, between
  // the garment (to y 80) and the catalogue line (from y 168); `top` is its first baseline.
  const top = 124 - ((lines.length - 1) * fontSize * 1.1) / 2 + fontSize * 0.36;
  return (
    <svg viewBox="0 0 160 200" role="img" aria-labelledby={titleId} width="100%" style={{ display: 'block' }}>
      <title id={titleId}>{`Cover of the ${name} catalogue`}</title>
      <rect width="160" height="200" rx="6" fill={colour} />
      <rect x="8" y="8" width="144" height="184" rx="4" fill="none" stroke="#ffffff" strokeOpacity="0.35" />
      {/* A work shirt's outline, the portal's garment. */}
      <path
        d="M62 24 L50 30 L36 44 L44 56 L52 50 L52 80 L108 80 L108 50 L116 56 L124 44 L110 30 L98 24 Q80 36 62 24 Z"
        fill="#ffffff"
        fillOpacity="0.18"
        stroke="#ffffff"
        strokeOpacity="0.6"
        strokeWidth="1.5"
      />
      <text fill="#ffffff" fontWeight="700" fontSize={fontSize} textAnchor="middle" fontFamily="inherit">
        {lines.map((line, i) => (
          <tspan key={line} x="80" y={top + i * fontSize * 1.1}>
            {line}
          </tspan>
        ))}
      </text>
      <text
        x="80"
        y="178"
        fill="#ffffff"
        fontSize="11"
        letterSpacing="2"
        textAnchor="middle"
        fontFamily="inherit"
      >
        {`CATALOGUE · ${shortCode}`}
      </text>
    </svg>
  );
}
