import { Text } from '@mantine/core';
import { useState } from 'react';
import classes from './preview.module.css';
import { PREVIEW_TEXTS } from './texts.ts';

type Size = { width: number; height: number };

/**
 * An image at the preview's zoom and rotation. The rotated picture is laid inside a box of its
 * turned size, so the stage scrolls over all of it (a CSS transform alone takes no room).
 */
export function ImageView({
  src,
  name,
  scale,
  rotation,
}: {
  src: string;
  name: string;
  scale: number;
  rotation: number;
}) {
  const [natural, setNatural] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  if (broken) return <Text role="alert">{PREVIEW_TEXTS.unreadableImage}</Text>;

  const width = (natural?.width ?? 0) * scale;
  const height = (natural?.height ?? 0) * scale;
  const turned = rotation % 180 !== 0;
  return (
    <div
      className={classes.sheet}
      style={{ width: turned ? height : width, height: turned ? width : height }}
    >
      <img
        className={classes.image}
        src={src}
        alt={PREVIEW_TEXTS.imageAlt(name)}
        onLoad={(event) =>
          setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
        }
        onError={() => setBroken(true)}
        style={{
          width,
          height,
          // Hidden until its size is known, so it never flashes at full size.
          visibility: natural ? 'visible' : 'hidden',
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
        }}
      />
    </div>
  );
}
