import { antIcon } from './ant-icon';

export const MoreOutlined = /* @__PURE__ */ antIcon({
  name: 'more',
  paths: [
    'M456 231a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0zm0 280a56 56 0 10112 0 56 56 0 10-112 0z',
  ],
});
