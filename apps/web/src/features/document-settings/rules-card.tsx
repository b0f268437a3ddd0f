import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CloseOutlined } from '../../lib/icons/close-outlined';
import type { DocumentRequirement } from '@studydesk/contract';
import { CardAddButton } from '../../components/card-add-button';
import { SectionCard } from '../../components/section-card';
import { PHASE_LABELS } from '../application-stages/stage-labels';
import { groupRules, ruleWhere, type RuleGroup } from './rule-groups';

type Remove = (rule: DocumentRequirement, where: string) => void;

/** The types one destination and phase require, each with a Remove named for its rule. */
function Types({ group, onRemove }: { group: RuleGroup; onRemove: Remove }) {
  const where = ruleWhere(group);
  return (
    <Box
      component="ul"
      aria-label={`Required: ${where}`}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
    >
      {group.rules.map((rule) => (
        <Stack
          key={rule._id}
          component="li"
          direction="row"
          sx={{ alignItems: 'center', bgcolor: 'grey.100', borderRadius: 4, pl: 1.25 }}
        >
          <Typography variant="body2">{rule.type.name}</Typography>
          <IconButton
            size="small"
            aria-label={`Remove ${rule.type.name} (${where})`}
            onClick={() => onRemove(rule, where)}
          >
            <CloseOutlined aria-hidden style={{ fontSize: 12 }} />
          </IconButton>
        </Stack>
      ))}
    </Box>
  );
}

/**
 * The checklist's rules: per destination (or every destination) and phase, the types required
 * from that phase on. A student's checklist is the union over their applications.
 */
export function RulesCard(props: {
  rules: readonly DocumentRequirement[];
  onAdd: () => void;
  onRemove: Remove;
}) {
  const groups = groupRules(props.rules);
  const add = <CardAddButton label="Add requirement" onClick={props.onAdd} />;
  return (
    <SectionCard title="Checklist" action={add}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          What a student must send, by the destination country of their applications and the phase
          they have reached. Their checklist is the union of every line that applies.
        </Typography>
        {groups.length === 0 ? (
          <Typography variant="body2">No requirements yet: every checklist is empty.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Checklist requirements">
              <TableHead>
                <TableRow>
                  <TableCell>Destination</TableCell>
                  <TableCell>Phase</TableCell>
                  <TableCell>Document types</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {groups.map((g) => (
                  <TableRow key={g.key} sx={{ '& td': { verticalAlign: 'top', py: 1 } }}>
                    <TableCell>{g.country ?? 'Every destination'}</TableCell>
                    <TableCell>{PHASE_LABELS[g.phase]}</TableCell>
                    <TableCell>
                      <Types group={g} onRemove={props.onRemove} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Stack>
    </SectionCard>
  );
}
