# What the windows look out on: garden, ravine, woods, lake, city skyline, courtyard, street.
# Built around a room whose floor is at z = floor_z; the room spans x 0..W, y 0..D.
import math, random
import bpy
import nf, trees, arch


def _trees(rnd, n, x0, x1, y0, y1, z, hmin, hmax, leaf, leaf2, autumn=0.0, key='v', spread=0.8, kinds=('deciduous',)):
    lm = nf.foliage(leaf, leaf2, name='view_leaf_%s' % key, autumn=autumn)
    cm = nf.foliage('#14261a', '#2b4630', name='conifer_leaf', trans=0.15)
    var = []
    for k in range(3):
        var.append(trees.make('deciduous', '%s%d' % (key, k), leaf_mat=lm, seed=rnd.randint(1, 999), height=16, spread=spread,
                              split=0.3, leaf_size=0.16))
    con = trees.make('conifer', key + 'c', leaf_mat=cm, seed=rnd.randint(1, 999), height=16, radius=3.0, leaf_size=0.2) \
        if 'conifer' in kinds else None
    for i in range(n):
        x = rnd.uniform(x0, x1)
        y = rnd.uniform(y0, y1)
        h = rnd.uniform(hmin, hmax)
        ms = con if (con and rnd.random() < 0.3) else var[i % 3]
        trees.place(ms, (x, y, z), rnd.uniform(0, 6.28), h / 16)


def garden(W, D, floor_z, side='+y', seed=3, autumn=0.0, far=True):
    """Back garden: lawn below the sill, a stone terrace, clipped hedge, fence, mature trees beyond."""
    rnd = random.Random(seed)
    gz = floor_z - 0.6
    arch.ground(-60, W + 60, D + 0.3, D + 80, z=gz)
    nf.box('terrace', -2, W + 2, D + 0.3, D + 4.0, gz, gz + 0.35, nf.stone('#b5ab98', 0.08, 0.6, 0.6, 0.006, 'terrace_flag', ashlar=False))
    trees.hedge(-6, W + 6, D + 11, D + 12.2, 1.9, seed=seed, leaf_mat=nf.foliage('#1e3414', '#3e5a22', name='hedge_leaf', trans=0.2))
    for k in range(5):
        ms = trees.make('shrub', 'gshrub%d' % (k % 2), leaf_mat=nf.foliage('#29401a', '#4f6a2a', name='shrub_leaf'), seed=seed + k % 2,
                        radius=0.8, height=1.2, leaf_size=0.07)
        trees.place(ms, (rnd.uniform(-2, W + 2), D + rnd.uniform(5, 9), gz), k)
    _trees(rnd, 22, -40, W + 40, D + 14, D + 45, gz, 12, 24, '#2a4616', '#56722a', autumn, 'garden')


def ravine(W, D, floor_z, seed=4, autumn=0.3):
    """Ravine lot: terrace, lawn falling away, then a dense stand of tall trees descending into the valley."""
    rnd = random.Random(seed)
    gz = floor_z - 0.8
    arch.ground(-60, W + 60, D + 0.3, D + 14, z=gz)
    slope = nf.box('slope', -80, W + 80, D + 14, D + 120, gz - 30, gz, nf.lawn(name='ravine_floor', c1='#2c3a1c', c2='#4a5226', dry=0.5))
    slope.rotation_euler = (math.radians(-14), 0, 0)
    slope.location = (0, 0, 0)
    nf.box('terrace', -2, W + 2, D + 0.3, D + 4.5, gz, gz + 0.45, nf.stone('#b9ae9a', 0.08, 0.6, 0.6, 0.006, 'terrace_flag', ashlar=False))
    _trees(rnd, 16, -35, W + 35, D + 12, D + 30, gz - 3, 18, 28, '#2a4418', '#5a6e26', autumn, 'rav1')
    _trees(rnd, 30, -70, W + 70, D + 30, D + 90, gz - 14, 18, 30, '#263e16', '#4e6824', autumn, 'rav2', kinds=('deciduous', 'conifer'))


def woods(W, D, floor_z, seed=5, autumn=0.5, near=0):
    """Woods behind a deck; `near` adds that many more trees in a band close to the house (a real stand, not a park)."""
    rnd = random.Random(seed)
    gz = floor_z - 0.9
    arch.ground(-80, W + 80, D + 0.3, D + 120, mat=nf.lawn(name='forest_floor', c1='#3a3420', c2='#5a4a28', dry=0.6), z=gz)
    nf.box('deck', -1, W + 1, D + 0.3, D + 4.0, gz + 0.7, gz + 0.88, nf.siding('#7a5a3e', 0.14, False, name='deck_boards'))
    _trees(rnd, 40, -60, W + 60, D + 6, D + 70, gz, 16, 28, '#2c4216', '#6a6a22', autumn, 'woods', kinds=('deciduous', 'conifer'))
    if near:
        _trees(random.Random(seed + 1), near, -30, W + 30, D + 7, D + 32, gz, 14, 26, '#2c4216', '#6a6a22', autumn, 'woodsn',
               kinds=('deciduous', 'conifer'))


def lake(W, D, floor_z, seed=6, lawn_depth=30, terrace=True):
    """Lake Ontario from a shoreline estate: terrace, lawn running to the water, a flat horizon."""
    rnd = random.Random(seed)
    gz = floor_z - 0.7
    arch.ground(-80, W + 80, D + 0.3, D + lawn_depth, z=gz)
    if terrace:
        nf.box('terrace', -3, W + 3, D + 0.3, D + 5.0, gz, gz + 0.45, nf.stone('#c2b8a4', 0.07, 0.8, 0.8, 0.006, 'terrace_flag', ashlar=False))
    nf.box('shore', -400, W + 400, D + lawn_depth, D + lawn_depth + 4, gz - 3, gz - 0.2, nf.stone('#8c8476', 0.2, 1.2, 0.6, 0.03, 'shore_rock', ashlar=False))
    nf.box('lake', -3000, 3000, D + lawn_depth, 6000, gz - 3.0, gz - 2.2, nf.lake())
    _trees(rnd, 6, -40, -8, D + 4, D + 25, gz, 14, 20, '#2a4616', '#56722a', 0.0, 'lakeside')
    _trees(rnd, 6, W + 8, W + 40, D + 4, D + 25, gz, 14, 20, '#2a4616', '#56722a', 0.0, 'lakeside')


def skyline(W, D, floor_z, seed=7, lake_dir='+y', cn=(-1200, 900), height_above=115, lit=0.0, towers=90, near=True,
            detail=False):
    """Toronto from a high floor: the lake with the islands, downtown towers and the CN Tower.
    height_above: the room's floor height above the lake/grade (38th floor ~ 115 m).
    detail: towers with setbacks and rooftop plant in more façade colours, and the shore filled with city blocks,
    roofs and streets (shots made before it existed render without it, as they were; with it the first towers draw
    their façade from the detail stream, so the cluster stands differently). The materials made here are
    listed in FAR_MATS for nf.haze()."""
    before = set(bpy.data.materials)
    rnd = random.Random(seed)
    rd = random.Random(seed + 101)   # detail's extras (crowns, plant rooms, façades, blocks) draw from their own stream
    gz = floor_z - height_above
    nf.box('lake', -6000, 6000, D + 60, 9000, gz - 1, gz, nf.lake())
    arch.ground(-6000, 6000, -6000, D + 60, mat=nf.concrete(0.3, 'city_ground'), z=gz)
    # the Toronto Islands: a low green band with a line of trees across the harbour
    isl = nf.box('islands', -2500, 2500, D + 900, D + 1500, gz - 0.5, gz + 2, nf.lawn(name='island_grass'))
    _trees(rnd, 40, -1500, 1500, D + 920, D + 1100, gz, 10, 18, '#2e4a1c', '#4e6a2a', 0.0, 'isl', spread=1.0)
    # towers west and east, leaving the view over the harbour open
    glass_mats = [nf.window_grid('#2a2e33', lit, name='curtain_wall_%d' % k, seed=k, glass_col=c, cols=1.5, rows=3.4)
                  for k, c in enumerate(['#2a3a46', '#3b464d', '#4a5256', '#1f2c36'])]
    conc = nf.window_grid('#9a968e', lit, name='curtain_wall_conc', seed=9, glass_col='#2b3138', cols=3.0, rows=3.2, refl=0.3)
    if detail:
        glass_mats += [nf.window_grid('#3a3630', lit, name='curtain_wall_bronze', seed=5, glass_col='#4a4036', cols=1.5, rows=3.4),
                       nf.window_grid('#6d767c', lit, name='curtain_wall_pale', seed=6, glass_col='#7d8a94', cols=1.5, rows=3.4),
                       nf.window_grid('#b9b2a4', lit, name='curtain_wall_stone', seed=7, glass_col='#30363c', cols=2.6, rows=3.3, refl=0.3),
                       nf.window_grid('#2e4444', lit, name='curtain_wall_green', seed=8, glass_col='#35524f', cols=1.5, rows=3.4)]
        roof = [nf.plain(c, 0.8, 0.2, var=0.25, name='roof_%d' % k) for k, c in enumerate(['#5d5d5a', '#75736d', '#3e4142', '#8a8478'])]

    def tower(x0, x1, y0, y1, h, m):
        nf.box('tower', x0, x1, y0, y1, gz, gz + h, m)
        if not detail:
            return
        cx_, cy_, w2, d2 = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2
        top = gz + h
        if rd.random() < 0.45:   # a setback: a narrower crown
            k = rd.uniform(0.6, 0.8)
            ch = rd.uniform(8, 35)
            nf.box('tower_crown', cx_ - w2 * k, cx_ + w2 * k, cy_ - d2 * k, cy_ + d2 * k, top, top + ch, m)
            top += ch
            w2, d2 = w2 * k, d2 * k
        k = rd.uniform(0.3, 0.5)   # the rooftop plant room
        nf.box('tower_plant', cx_ - w2 * k, cx_ + w2 * k, cy_ - d2 * k, cy_ + d2 * k, top, top + rd.uniform(3, 7), rd.choice(roof))
    # the city also runs along the shore on the +x side (downtown seen across the harbour)
    nf.box('city_shore', 380, 6000, D + 60, 5000, gz - 1, gz + 1.5,
           nf.concrete(0.14, 'city_streets') if detail else nf.concrete(0.3, 'city_ground'))
    cx0, cy0 = (cn[0], cn[1] + 500) if cn else (900, 1500)
    for i in range(towers + 40):
        x = rnd.gauss(cx0, 450)
        y = rnd.gauss(cy0, 420)
        if x < 400 or y < D + 200:
            continue
        w_ = rnd.uniform(30, 60)
        d_ = rnd.uniform(28, 55)
        near = math.exp(-((x - cx0) ** 2 + (y - cy0) ** 2) / (2 * 500.0 ** 2))
        h = rnd.uniform(50, 120) + near * rnd.uniform(60, 230)
        tower(x - w_ / 2, x + w_ / 2, y - d_ / 2, y + d_ / 2, h, rnd.choice(glass_mats[:4] + [conc]) if not detail
              else rd.choice(glass_mats + [conc]))
        nf.box('podium', x - w_ / 2 - 12, x + w_ / 2 + 12, y - d_ / 2 - 12, y + d_ / 2 + 12, gz, gz + rnd.uniform(8, 20), conc)
    for i in range(towers):
        side = -1 if i % 2 == 0 else 1
        x = side * rnd.uniform(150, 1400) + W / 2
        y = rnd.uniform(-600, D + 500)
        if abs(x - W / 2) < 300 and y > D:
            continue
        w_ = rnd.uniform(25, 45)
        d_ = rnd.uniform(20, 40)
        h = rnd.uniform(60, 240) * (1.3 if abs(x) < 700 else 0.8)
        m = rnd.choice(glass_mats[:4] + [conc])
        if detail and y > D + 40 and x < 400:   # it would stand in the lake
            continue
        tower(x - w_ / 2, x + w_ / 2, y - d_ / 2, y + d_ / 2, h, rd.choice(glass_mats + [conc]) if detail else m)
    if cn:
        cx, cy = cn
        cm = nf.concrete(0.62, 'cn_concrete', warm=0.0)
        nf.cyl('cn_shaft', 18, 335, (cx, cy, gz), cm, 3, r2=9)
        nf.cyl('cn_shaft2', 10, 335, (cx, cy, gz), cm, 24, r2=6)
        nf.cyl('cn_pod', 22, 22, (cx, cy, gz + 335), nf.plain('#8e9396', 0.4, name='cn_pod'), 32, r2=24)
        nf.cyl('cn_pod2', 24, 8, (cx, cy, gz + 357), nf.plain('#b4b8ba', 0.5, name='cn_pod_top'), 32, r2=16)
        nf.cyl('cn_sky', 7, 12, (cx, cy, gz + 440), nf.plain('#8e9396', 0.4, name='cn_pod'), 24, r2=7)
        nf.cyl('cn_mast', 3.5, 165, (cx, cy, gz + 365), nf.plain('#c9c6c0', 0.5, name='cn_mast'), 12, r2=0.8)
    if detail:
        _blocks(rd, D, gz, cx0, cy0, lit)
    FAR_MATS[:] = [m for m in bpy.data.materials if m not in before]
    return gz


FAR_MATS = []


def _blocks(rnd, D, gz, cx0, cy0, lit):
    """The low and mid-rise city on the shore: blocks of 3-12 storeys on a street grid, taller towards downtown,
    with flat roofs in gravel and membrane greys and the odd park."""
    walls = [nf.window_grid(b, lit * 0.6, name='block_wall_%d' % k, seed=20 + k, glass_col=g, cols=c, rows=3.1, refl=0.25)
             for k, (b, g, c) in enumerate([('#8a5a44', '#2a2c2e', 2.2), ('#a39c8c', '#2d3236', 2.6), ('#6e6f70', '#262a2e', 2.0),
                                             ('#b5a58a', '#33363a', 2.4), ('#7c4c3c', '#2a2c2e', 1.8)])]
    roofs = [nf.plain(c, 0.85, 0.15, var=0.3, name='block_roof_%d' % k) for k, c in enumerate(['#6a6864', '#8b8880', '#4a4c4c', '#9a958a'])]
    park = nf.lawn('#2f4520', '#4a5a28', name='block_park')
    street = 18.0
    for bx in range(420, 3400, 70):
        for by in range(int(D) + 120, 3800, 70):
            if rnd.random() < 0.08:
                nf.box('park', bx, bx + 70 - street, by, by + 70 - street, gz, gz + 0.3, park)
                continue
            near = math.exp(-((bx - cx0) ** 2 + (by - cy0) ** 2) / (2 * 700.0 ** 2))
            # one to three buildings per block, side by side
            n = rnd.choice((1, 2, 2, 3))
            w = (70 - street) / n
            for i in range(n):
                x0 = bx + i * w + rnd.uniform(0, 2)
                x1 = bx + (i + 1) * w - rnd.uniform(0, 2)
                y0 = by + rnd.uniform(0, 6)
                y1 = by + 70 - street - rnd.uniform(0, 6)
                h = rnd.uniform(10, 38) * (1 + 1.5 * near)
                nf.box('block', x0, x1, y0, y1, gz, gz + h, rnd.choice(walls))
                nf.box('block_roof', x0 + 0.5, x1 - 0.5, y0 + 0.5, y1 - 0.5, gz + h, gz + h + 0.6, rnd.choice(roofs))


def courtyard(W, D, floor_z, seed=8, storeys=4):
    """Warehouse courtyard: brick buildings opposite with factory windows, a few trees, a lane below."""
    rnd = random.Random(seed)
    gz = floor_z - 9.0
    arch.ground(-80, W + 80, D, D + 60, mat=nf.concrete(0.38, 'courtyard_paving', joints=2.0), z=gz)
    bm = nf.brick('#7e3b29', '#5d2a1d', '#8d857a', name='court_brick', soot=0.3)
    for k, (x0, x1, yy) in enumerate([(-30, 14, D + 18), (16, W + 40, D + 22)]):
        ops = []
        for c in range(int((x1 - x0) / 4.2)):
            for r in range(storeys):
                ops.append((x0 + 1.2 + c * 4.2, x0 + 3.6 + c * 4.2, gz + 1.4 + r * 4.2, gz + 3.9 + r * 4.2))
        arch.wall('court_wall', '-y', yy, x0, x1, gz, gz + storeys * 4.2 + 1.2, ops, bm, nf.paint('#3a3633', name='dark_interior'), t=0.5)
        for (a, b, c, e) in ops:
            arch.window('-y', yy, a, b, c, e, nf.plain('#222426', 0.5, name='factory_steel'), depth=0.3, fw=0.05,
                        mullions=[a + (b - a) * j / 4 for j in (1, 2, 3)], transoms=[c + (e - c) * j / 5 for j in (1, 2, 3, 4)])
        nf.box('court_inside', x0, x1, yy + 0.5, yy + 8, gz, gz + storeys * 4.2, nf.paint('#2e2a27', name='dark_interior'))
    _trees(rnd, 4, 0, W, D + 5, D + 14, gz, 9, 13, '#2f4a1a', '#5a722a', 0.0, 'court')


def street_view(W, D, floor_z, seed=9, style='victorian'):
    """Houses across a residential street (seen from a front window)."""
    rnd = random.Random(seed)
    gz = floor_z - 1.0
    arch.ground(-60, W + 60, D, D + 80, z=gz)
    import bpy, houses
    before = set(bpy.data.objects)
    for k in range(4):
        houses.traditional(-14 + k * 10.5, D + 26, w=8.5, d=10, seed=40 + k, night=False, porch=k % 2 == 0)
    for o in set(bpy.data.objects) - before:
        if o.parent is None:
            o.location.z += gz
    nf.box('road', -60, W + 60, D + 12, D + 19, gz - 0.15, gz - 0.02, nf.asphalt())
    for tx in (-6, 8, 20):
        ms = trees.make('deciduous', 'stv%d' % (tx % 3), leaf_mat=nf.foliage('#2f4a1a', '#5a722a', name='street_leaf'),
                        seed=tx + 50, height=13, spread=0.75, split=0.32)
        trees.place(ms, (tx, D + 12, gz), tx)
