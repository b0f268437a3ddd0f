import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SectionCard } from '../../components/section-card';
import { TokenList } from './token-list';
import { fontTokens, TYPE_VARIANTS, variantTokens } from './type-tokens';
import { UiKitPage } from './ui-kit-page';

const SAMPLE = 'The quick brown fox jumps over the lazy dog';

/** The theme's type scale: every variant in its own style, with its size, weight and spacing. */
export default function TypographyPage() {
  const { typography } = useTheme();
  return (
    <UiKitPage title="Typography" description="The theme's type scale, read from the theme itself.">
      <SectionCard title="Font">
        <TokenList tokens={fontTokens(typography)} />
      </SectionCard>
      <SectionCard title="Type scale">
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {TYPE_VARIANTS.map((variant) => (
            <Box
              key={variant}
              component="li"
              sx={{
                listStyle: 'none',
                py: 2,
                display: 'grid',
                gap: 1,
                minWidth: 0,
                '&:first-of-type': { pt: 0 },
                '&:last-of-type': { pb: 0 },
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography variant="subtitle1" component="span" sx={{ minWidth: 88 }}>
                  {variant}
                </Typography>
                <TokenList tokens={variantTokens(typography, variant)} />
              </Stack>
              <Typography variant={variant} component="p" sx={{ overflowWrap: 'anywhere' }}>
                {SAMPLE}
              </Typography>
            </Box>
          ))}
        </Box>
      </SectionCard>
    </UiKitPage>
  );
}
