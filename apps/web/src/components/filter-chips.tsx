import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { CloseOutlined } from '../lib/icons/close-outlined';
import { filterValueLabel, type ListFilter } from './filter-values';

type Props = {
  filters: readonly ListFilter[];
  values: Readonly<Record<string, string>>;
  onChange: (name: string, value?: string) => void;
};

/** Each filter that is set, as "Status: Pending" with a × that removes it. */
export function FilterChips({ filters, values, onChange }: Props) {
  return filters
    .filter((f) => values[f.name])
    .map((f) => (
      <Chip
        key={f.name}
        variant="outlined"
        color="primary"
        sx={{ pr: 0.25, maxWidth: '100%', '& .MuiChip-label': { pr: 0.5 } }}
        label={
          <>
            <span>
              {f.chipLabel ? (
                f.chipLabel(values[f.name] ?? '')
              ) : (
                <>
                  {f.label}: {filterValueLabel(f, values[f.name] ?? '')}
                </>
              )}
            </span>
            <IconButton
              size="small"
              color="primary"
              aria-label={`Remove filter ${f.label}`}
              onClick={() => onChange(f.name, undefined)}
              sx={{ ml: 0.5, p: 0.5 }}
            >
              <CloseOutlined aria-hidden style={{ fontSize: 12 }} />
            </IconButton>
          </>
        }
      />
    ));
}
