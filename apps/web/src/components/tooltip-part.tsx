import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

/** MUI's tooltip, in a chunk of its own (with its popper) that LazyTooltip loads. */
export default function TooltipPart(props: TooltipProps) {
  return <Tooltip {...props} />;
}
