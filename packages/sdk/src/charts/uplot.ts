// uPlot and its stylesheet in one module, imported only when a chart is drawn: the shell and the
// pages without charts never load either (ARCHITECTURE.md: one small, fast chart library).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default uPlot;
