import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SectionCard } from '../../components/section-card';
import { ShadowTile } from './shadow-tile';
import { componentShadows } from './shadow-tokens';
import { TileGrid } from './tile-grid';
import { UiKitPage } from './ui-kit-page';

/** The theme's elevation shadows by level, then the shadows its components set themselves. */
export default function ShadowPage() {
  const theme = useTheme();
  const custom = componentShadows(theme);
  return (
    <UiKitPage title="Shadow" description="The theme's shadows, read from the theme itself.">
      <SectionCard title={`Elevation levels (${theme.shadows.length})`}>
        {/* room for the deepest shadows inside the card's clipped edge */}
        <Box sx={{ p: 1 }}>
          <TileGrid minWidth={128} gap={3}>
            {theme.shadows.map((shadow, level) => (
              <ShadowTile
                key={level}
                label={`Level ${level}`}
                shadow={shadow}
                detail={shadow === 'none' ? 'none' : undefined}
              />
            ))}
          </TileGrid>
        </Box>
      </SectionCard>
      {custom.length > 0 && (
        <SectionCard title="Component shadows">
          <Box sx={{ p: 1 }}>
            <TileGrid minWidth={220} gap={3}>
              {custom.map(({ name, shadow }) => (
                <ShadowTile key={name} label={name} shadow={shadow} detail={shadow} />
              ))}
            </TileGrid>
          </Box>
        </SectionCard>
      )}
    </UiKitPage>
  );
}
