import Box from '@mui/material/Box';
import { turnBetween } from '../../../lib/device/compass-heading';
import { FIELD_OF_VIEW_DEGREES } from '../ar-placement';

interface DialPlace {
  key: number;
  bearing: number;
  distanceMetres: number;
}

const SIZE = 76;
const RADIUS = SIZE / 2 - 4;

/**
 * A small radar: the view's wedge at the top, north's mark turning with the phone, a dot for each
 * place at its direction and (on a log scale) its distance. Decoration: the heading is also text.
 */
export function CompassDial({
  heading,
  places,
  farMetres,
}: {
  heading: number;
  places: readonly DialPlace[];
  farMetres: number;
}) {
  const half = (FIELD_OF_VIEW_DEGREES / 2) * (Math.PI / 180);
  const wedge = `M0 0 L${RADIUS * Math.sin(-half)} ${-RADIUS * Math.cos(half)} A${RADIUS} ${RADIUS} 0 0 1 ${RADIUS * Math.sin(half)} ${-RADIUS * Math.cos(half)} Z`;
  const scale = Math.log1p(Math.max(farMetres, 50));
  return (
    <Box
      component="svg"
      aria-hidden
      viewBox={`${-SIZE / 2} ${-SIZE / 2} ${SIZE} ${SIZE}`}
      sx={{ width: SIZE, height: SIZE }}
    >
      <circle r={RADIUS} fill="rgba(0,0,0,0.55)" stroke="rgba(255,255,255,0.8)" strokeWidth={1.5} />
      <path d={wedge} fill="rgba(255,213,79,0.35)" />
      <g transform={`rotate(${-heading})`}>
        <text y={-RADIUS + 11} textAnchor="middle" fontSize={10} fontWeight={700} fill="#ff8a80">
          N
        </text>
      </g>
      {places.map((place) => {
        const turn = (turnBetween(heading, place.bearing) * Math.PI) / 180;
        const reach = Math.min(1, Math.log1p(place.distanceMetres) / scale) * (RADIUS - 4);
        return (
          <circle
            key={place.key}
            cx={reach * Math.sin(turn)}
            cy={-reach * Math.cos(turn)}
            r={2.5}
            fill="#fff"
          />
        );
      })}
      <circle r={3} fill="#ffd54f" />
    </Box>
  );
}
