# Procedural vegetation: branching deciduous trees with leaf cards, conifers, shrubs and clipped hedges.
# Each generator builds one mesh (bark) + one mesh (leaves) from a seeded RNG; copies share mesh data (instances).
import bpy, math, random
from mathutils import Vector, Matrix, Quaternion
import nf

_CACHE = {}


def _perp(d):
    a = Vector((0, 0, 1)) if abs(d.z) < 0.9 else Vector((1, 0, 0))
    u = d.cross(a).normalized()
    return u, d.cross(u).normalized()


class Builder:
    def __init__(self):
        self.bv, self.bf = [], []        # bark
        self.lv, self.lf = [], []        # leaves

    def tube(self, pts, radii, sides):
        base = len(self.bv)
        n = len(pts)
        for i in range(n):
            d = (pts[min(i + 1, n - 1)] - pts[max(i - 1, 0)]).normalized()
            u, v = _perp(d)
            for k in range(sides):
                a = 2 * math.pi * k / sides
                self.bv.append(tuple(pts[i] + (u * math.cos(a) + v * math.sin(a)) * radii[i]))
        for i in range(n - 1):
            for k in range(sides):
                a0 = base + i * sides + k
                a1 = base + i * sides + (k + 1) % sides
                self.bf.append((a0, a1, a1 + sides, a0 + sides))

    def leaf(self, p, normal, size, rnd, elong=1.6):
        """A leaf card: a six-point lanceolate shape, randomly rotated about its normal."""
        u, v = _perp(normal)
        a = rnd.uniform(0, 2 * math.pi)
        t = u * math.cos(a) + v * math.sin(a)
        s = normal.cross(t).normalized()
        w = size * 0.5
        ln = size * elong * 0.5
        pts = [p - t * ln, p - t * ln * 0.3 + s * w, p + t * ln * 0.4 + s * w * 0.8, p + t * ln,
               p + t * ln * 0.4 - s * w * 0.8, p - t * ln * 0.3 - s * w]
        # a slight fold along the midrib
        pts[1] += normal * size * 0.12
        pts[5] += normal * size * 0.12
        b = len(self.lv)
        self.lv.extend(tuple(q) for q in pts)
        self.lf.append(tuple(range(b, b + 6)))

    def objects(self, name, bark_mat, leaf_mat, collection=None):
        ob = nf.mesh_obj(name + '_bark', self.bv, self.bf, bark_mat, collection)
        for p in ob.data.polygons:
            p.use_smooth = True
        ol = None
        if self.lf:
            ol = nf.mesh_obj(name + '_leaves', self.lv, self.lf, leaf_mat, collection)
        return ob, ol


def deciduous(seed=1, height=10.0, spread=0.7, leaf_size=0.095, density=1.0, split=0.38, limbs=5, droop=0.0,
              bare=0.0, levels=3):
    """Broadleaf tree (maple/oak/elm-like): a trunk forking into limbs at `split` of the height, each limb
    branching twice more; leaves cluster on the outer twigs. spread: crown width / height."""
    rnd = random.Random(seed)
    B = Builder()
    up = Vector((0, 0, 1))
    crown_c = Vector((0, 0, height * (split + (1 - split) * 0.5)))
    crown_r = Vector((height * spread * 0.5, height * spread * 0.5, height * (1 - split) * 0.55))

    def inside(p):
        q = p - crown_c
        return (q.x / crown_r.x) ** 2 + (q.y / crown_r.y) ** 2 + (q.z / crown_r.z) ** 2

    def branch(p0, d, length, r0, level):
        segs = max(3, int(length / (0.5 if level == 0 else 0.35)))
        pts, rad = [p0.copy()], [r0]
        p = p0.copy()
        for i in range(segs):
            jitter = Vector((rnd.gauss(0, 1), rnd.gauss(0, 1), rnd.gauss(0, 1))) * (0.12 + 0.08 * level)
            attract = up * (0.10 if level < 2 else 0.03) - up * droop * level * 0.1
            # stay inside the crown envelope: steer back towards the centre when outside
            if inside(p) > 1.0:
                attract += (crown_c - p).normalized() * 0.25
            d = (d + jitter + attract).normalized()
            p = p + d * (length / segs)
            pts.append(p.copy())
            rad.append(r0 * (1 - 0.75 * (i + 1) / segs) + 0.003)
        sides = 8 if r0 > 0.08 else (5 if r0 > 0.02 else 3)
        B.tube(pts, rad, sides)
        if level >= levels:
            return pts
        if level == 0:
            n = limbs
            ts = [split + rnd.uniform(-0.04, 0.06) for _ in range(n)]
        else:
            n = int((7 if level == 1 else 8) * density * (0.8 + 0.4 * rnd.random()))
            ts = sorted(rnd.uniform(0.25, 0.98) for _ in range(n))
        phi = rnd.uniform(0, 2 * math.pi)
        for k, t in enumerate(ts):
            idx = min(int(t * segs), segs - 1)
            f = t * segs - idx
            q = pts[idx].lerp(pts[idx + 1], f)
            pd = (pts[idx + 1] - pts[idx]).normalized()
            phi += math.radians(137.5) + rnd.uniform(-0.3, 0.3)
            u, v = _perp(pd)
            out = (u * math.cos(phi) + v * math.sin(phi)).normalized()
            if level == 0:
                ang = math.radians(rnd.uniform(30, 52))
                ln = height * (1 - split) * rnd.uniform(0.62, 0.8)
                rr = r0 * rnd.uniform(0.45, 0.6)
            else:
                ang = math.radians(rnd.uniform(35, 65))
                ln = length * rnd.uniform(0.42, 0.62) * (1.1 - 0.4 * t)
                rr = rad[idx] * rnd.uniform(0.45, 0.65)
            cd = (pd * math.cos(ang) + out * math.sin(ang)).normalized()
            tip = branch(q, cd, ln, rr, level + 1)
            if level + 1 >= levels - 1 and rnd.random() > bare:
                leaves_on(tip, level + 1)
        if level == 0:   # the leader continues a little above the fork
            pass
        return pts

    def leaves_on(pts, level):
        n = int((64 if level == levels else 22) * density)
        for i in range(n):
            t = rnd.uniform(0.2, 1.0) ** 0.7
            idx = min(int(t * (len(pts) - 1)), len(pts) - 2)
            c = pts[idx].lerp(pts[idx + 1], rnd.random())
            off = Vector((rnd.gauss(0, 1), rnd.gauss(0, 1), rnd.gauss(0, 0.7))) * leaf_size * 3.0
            p = c + off
            nrm = (Vector((rnd.gauss(0, 0.5), rnd.gauss(0, 0.5), 1.0)) + (p - crown_c).normalized() * 0.8).normalized()
            B.leaf(p, nrm, leaf_size * rnd.uniform(0.7, 1.25), rnd)

    trunk_len = height * (split + 0.12)
    r_trunk = height * 0.028
    # root flare: a short wide cone at the base
    B.tube([Vector((0, 0, -0.2)), Vector((0, 0, 0.15)), Vector((0, 0, 0.5))], [r_trunk * 1.9, r_trunk * 1.35, r_trunk * 1.05], 10)
    branch(Vector((0, 0, 0.4)), Vector((rnd.gauss(0, 0.05), rnd.gauss(0, 0.05), 1)).normalized(), trunk_len, r_trunk, 0)
    return B


def conifer(seed=1, height=12.0, radius=2.4, leaf_size=0.13, density=1.0):
    """Spruce/fir: straight trunk, whorls of drooping branches shortening to the top, needle sprays as cards."""
    rnd = random.Random(seed)
    B = Builder()
    r0 = height * 0.02
    B.tube([Vector((0, 0, -0.2)), Vector((0, 0, height))], [r0, 0.01], 6)
    z = height * 0.08
    while z < height * 0.97:
        h = (z / height)
        rr = radius * (1 - h) ** 0.95 * rnd.uniform(0.8, 1.1) + 0.15
        nb = int(rnd.uniform(5, 8))
        a0 = rnd.uniform(0, 6.28)
        for k in range(nb):
            a = a0 + k * 2 * math.pi / nb + rnd.uniform(-0.2, 0.2)
            d = Vector((math.cos(a), math.sin(a), 0.0))
            p0 = Vector((0, 0, z))
            pts = [p0]
            for s in range(1, 5):
                t = s / 4
                pts.append(p0 + d * rr * t + Vector((0, 0, -0.35 * rr * t * t + 0.1 * rr * t)))
            B.tube(pts, [0.025, 0.018, 0.012, 0.008, 0.004], 3)
            nn = int(rr * 70 * density)
            for i in range(nn):
                t = rnd.uniform(0.1, 1.0)
                c = p0 + d * rr * t + Vector((0, 0, -0.35 * rr * t * t + 0.1 * rr * t))
                c += Vector((rnd.gauss(0, 0.15), rnd.gauss(0, 0.15), rnd.gauss(0, 0.08))) * (0.6 + rr * 0.3)
                nrm = (Vector((0, 0, 1)) + d * 0.4 + Vector((rnd.gauss(0, 0.3), rnd.gauss(0, 0.3), 0))).normalized()
                B.leaf(c, nrm, leaf_size * rnd.uniform(0.8, 1.3), rnd, elong=2.4)
        z += rnd.uniform(0.28, 0.42) * (1.2 - 0.4 * h)
    return B


def shrub(seed=1, radius=0.6, height=0.9, leaf_size=0.06, density=1.0):
    """Rounded shrub: many short stems from the ground, leaves in a dense shell."""
    rnd = random.Random(seed)
    B = Builder()
    n = int(2600 * density * (radius * height) / 0.54)
    for i in range(n):
        # points on/near an ellipsoid shell, denser near the surface
        v = Vector((rnd.gauss(0, 1), rnd.gauss(0, 1), abs(rnd.gauss(0, 1)) * 0.9 + 0.1)).normalized()
        s = rnd.uniform(0.8, 1.0) ** 0.5
        p = Vector((v.x * radius * s, v.y * radius * s, v.z * height * s))
        nrm = (v + Vector((rnd.gauss(0, 0.5), rnd.gauss(0, 0.5), 0.5))).normalized()
        B.leaf(p, nrm, leaf_size * rnd.uniform(0.7, 1.3), rnd, 1.4)
    for k in range(7):
        a = rnd.uniform(0, 6.28)
        B.tube([Vector((0, 0, 0)), Vector((math.cos(a) * radius * 0.5, math.sin(a) * radius * 0.5, height * 0.7))], [0.015, 0.006], 3)
    return B


def hedge_leaves(x0, x1, y0, y1, h, seed=1, leaf_size=0.05, per_m2=700):
    """Leaf cards scattered over the faces of a clipped hedge (a box), slightly jittered outward."""
    rnd = random.Random(seed)
    B = Builder()
    faces = [('top', (x1 - x0) * (y1 - y0)), ('x0', (y1 - y0) * h), ('x1', (y1 - y0) * h), ('y0', (x1 - x0) * h), ('y1', (x1 - x0) * h)]
    for f, area in faces:
        for i in range(int(area * per_m2)):
            j = rnd.gauss(0, 0.035)
            if f == 'top':
                p, n = Vector((rnd.uniform(x0, x1), rnd.uniform(y0, y1), h + j)), Vector((0, 0, 1))
            elif f == 'x0':
                p, n = Vector((x0 - j, rnd.uniform(y0, y1), rnd.uniform(0, h) ** 1.0)), Vector((-1, 0, 0))
            elif f == 'x1':
                p, n = Vector((x1 + j, rnd.uniform(y0, y1), rnd.uniform(0, h))), Vector((1, 0, 0))
            elif f == 'y0':
                p, n = Vector((rnd.uniform(x0, x1), y0 - j, rnd.uniform(0, h))), Vector((0, -1, 0))
            else:
                p, n = Vector((rnd.uniform(x0, x1), y1 + j, rnd.uniform(0, h))), Vector((0, 1, 0))
            nn = (n + Vector((rnd.gauss(0, 0.6), rnd.gauss(0, 0.6), rnd.gauss(0, 0.6) + 0.3))).normalized()
            B.leaf(p, nn, leaf_size * rnd.uniform(0.7, 1.3), rnd, 1.5)
    return B


def make(kind, key, collection=None, bark_mat=None, leaf_mat=None, **kw):
    """Build (once) and return (bark_mesh, leaf_mesh) for a variant; place copies with place()."""
    k = (kind, key, tuple(sorted(kw.items())))
    if k not in _CACHE:
        fn = {'deciduous': deciduous, 'conifer': conifer, 'shrub': shrub}[kind]
        B = fn(**kw)
        lib = nf.coll('tree_lib', hide=True)
        ob, ol = B.objects('%s_%s' % (kind, key), bark_mat or nf.bark(), leaf_mat or nf.foliage(), lib)
        _CACHE[k] = (ob.data, ol.data if ol else None)
    return _CACHE[k]


def place(meshes, loc, rot_z=0.0, scale=1.0, collection=None, name='tree'):
    out = []
    for me in meshes:
        if me is None:
            continue
        o = bpy.data.objects.new(name, me)
        (collection or bpy.context.scene.collection).objects.link(o)
        o.location = loc
        o.rotation_euler = (0, 0, rot_z)
        o.scale = (scale, scale, scale)
        out.append(o)
    return out


def hedge(x0, x1, y0, y1, h, seed=1, leaf_mat=None, core_mat=None):
    """A clipped hedge: dark core box + leaf cards on every face."""
    nf.box('hedge_core', x0 + 0.04, x1 - 0.04, y0 + 0.04, y1 - 0.04, 0, h - 0.04, core_mat or nf.plain('#0b1608', 0.9, name='hedge_core'))
    B = hedge_leaves(x0, x1, y0, y1, h, seed)
    B.objects('hedge', None, leaf_mat or nf.foliage('#1c3312', '#3a5a1e', name='hedge_leaf', trans=0.2))
