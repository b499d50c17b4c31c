// The core flows in current WebKit (WebKitGTK's MiniBrowser under Xvfb), as iPhones and iPads
// run every browser. Its window is never narrower than 447 px: a phone's width is shown zoomed in
// by MiniBrowser's own Ctrl+Plus (typed with xdotool), so that the page is exactly 390 or 320 CSS
// px wide and its media queries see a phone. Its MiniBrowser has no setting for the default text
// size; WPE's is looked at with 32 px text.
import { coreSuite } from './coreSuite.ts';

coreSuite('webkit', {
  camera: false,
  sizes: ['phone', 'narrow', 'tablet'],
  looks: [
    ['phone', 16],
    ['narrow', 16],
    ['tablet', 16],
  ],
});
