// The core flows in the oldest WebKit the app supports (WPE WebKit 2.38, about Safari 16),
// headless with touch, in the one window size it keeps (800x600).
import { coreSuite } from './coreSuite.ts';

coreSuite('wpe', {
  camera: false,
  sizes: ['phone'],
  looks: [
    ['phone', 16],
    ['phone', 32],
  ],
});
