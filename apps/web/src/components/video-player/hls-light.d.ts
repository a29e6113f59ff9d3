// hls.js ships no types for its light build's entry; its API is the full build's.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
