import { useState, type Ref } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

/** A password field with a show / hide toggle. */
export function PasswordInput(props: OutlinedInputProps & { inputRef?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedInput
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? 'hide password' : 'show password'}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
            size="large"
          >
            {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
