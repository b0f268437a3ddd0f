import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { SectionCard } from '../../components/section-card';
import { ColorSwatch } from './color-swatch';
import { colorGroups } from './color-tokens';
import { TileGrid } from './tile-grid';
import { UiKitPage } from './ui-kit-page';

/** The theme's palette: each colour as a swatch with its name and hex. */
export default function ColorPage() {
  const { palette } = useTheme();
  return (
    <UiKitPage
      title="Color"
      description="Every colour of the theme's palette, read from the theme itself."
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {colorGroups(palette).map((group) => (
          <Box
            key={group.name}
            sx={{ display: 'grid', gridColumn: group.wide ? '1 / -1' : undefined, minWidth: 0 }}
          >
            <SectionCard title={group.name}>
              <TileGrid>
                {group.colors.map(([name, color]) => (
                  <ColorSwatch key={name} name={name} color={color} />
                ))}
              </TileGrid>
            </SectionCard>
          </Box>
        ))}
      </Box>
    </UiKitPage>
  );
}
