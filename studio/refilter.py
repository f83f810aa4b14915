# Re-run the filter and finishing on kept passes (render with --keep) without rendering again: for tuning.
# blender -b --factory-startup -P studio/refilter.py -- --shot NAME [--png out.png]
import os, sys, json
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nf
a = nf.args()
a.keep = True
it = tuple(int(v) for v in os.environ.get('NF_ITERS', '4,5,3').split(','))
nf.post_process(a, a.shot, '/tmp/nf-render/%s/' % a.shot, it)
