// The core flows in current WebKit (WebKitGTK's MiniBrowser under Xvfb), as iPhones and iPads
// run every browser. Its window is never narrower than 447 px: the phone sizes are that width.
// Its MiniBrowser has no setting for the default text size; WPE's is looked at with 32 px text.
import { coreSuite } from './coreSuite.ts';

coreSuite('webkit', {
  sizes: ['phone', 'tablet'],
  looks: [
    ['phone', 16],
    ['tablet', 16],
  ],
});
