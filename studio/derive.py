# Variant masters derived from another shot's kept passes (same camera, same render): for example the
# "before" of an editing pair, which is the same frame left unedited (underexposed, colour cast, blown window).
# blender -b --factory-startup -P studio/derive.py -- --shot NAME
import os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import nf
a = nf.args()
S = nf.shot_entry(a.shot)
var = dict(S['params'])
src = var['variant_of']
tmp = '/tmp/nf-render/%s/' % src
if not os.path.exists(tmp + 'Image0001.exr'):
    raise SystemExit('passes of %s are missing: render it first (render.sh %s)' % (src, src))
a.variant = var
a.keep = True
nf.post_process(a, a.shot, tmp, tuple(var.get('iters', (4, 5, 3))))
