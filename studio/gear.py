# The agency's gear, placed in a scene by the shot's params ('gear': a list of {kind, at, yaw, ...}): a 3D-tour
# scanner or a camera on a tripod inside a room, a drone hovering in front of a house. These are the images of the
# services themselves (3D tours, photography and video, drone), shot on the properties the site already shows.
import math
import bpy
from mathutils import Vector
import nf


def _mats():
    return {
        'black': nf.plain('#121314', 0.35, 0.5, 0.2, name='gear_black'),
        'matte': nf.plain('#1b1c1e', 0.75, 0.3, 0.0, name='gear_matte'),
        'alu': nf.plain('#7d8084', 0.3, 0.5, 0.9, name='gear_alu'),
        'white': nf.plain('#e9e9e6', 0.35, 0.5, 0.0, name='gear_white'),
        'glass': nf.plain('#0b1a2a', 0.02, 1.0, 0.0, name='gear_lens_glass', coat=1.0),
        'rubber': nf.plain('#0d0d0e', 0.9, 0.2, 0.0, name='gear_rubber'),
    }


def rod(name, p0, p1, r, mat, verts=12):
    """A cylinder from p0 to p1."""
    a, b = Vector(p0), Vector(p1)
    d = b - a
    o = nf.cyl(name, r, d.length, (0, 0, 0), mat, verts)
    o.rotation_mode = 'QUATERNION'
    o.rotation_quaternion = d.normalized().to_track_quat('Z', 'Y')
    o.location = a
    return o


def tripod(x, y, h, m, spread=0.38, yaw=0.0):
    """Three legs from a head at height h to the floor, and a centre column; returns the head's top."""
    top = (x, y, h)
    for k in range(3):
        ang = yaw + 2 * math.pi * k / 3
        foot = (x + spread * math.cos(ang), y + spread * math.sin(ang), 0.0)
        knee = (x + 0.55 * spread * math.cos(ang), y + 0.55 * spread * math.sin(ang), h * 0.45)
        rod('tripod_leg', (x, y, h - 0.06), knee, 0.014, m['black'])
        rod('tripod_leg_lo', knee, foot, 0.010, m['alu'])
        nf.sphere('tripod_foot', 0.016, foot, m['rubber'], (1, 1, 0.6), 12)
    nf.cyl('tripod_spider', 0.04, 0.06, (x, y, h - 0.09), m['black'], 16)
    nf.cyl('tripod_column', 0.016, 0.12, (x, y, h - 0.06), m['alu'], 12)
    return (x, y, h + 0.06)


def scanner(x, y, h, yaw, m):
    """A 3D-tour scanner (a tall black body with three lenses stacked on its face) on a tripod, facing yaw."""
    tx, ty, tz = tripod(x, y, h, m, yaw=yaw + 0.5)
    body = nf.box('scanner_body', -0.06, 0.06, -0.115, 0.115, 0.0, 0.25, m['black'], 0.025, 4)
    parts = [body]
    # three lenses in a column on the face, each in a bright ring that stands off the black body
    for k, z in enumerate((0.06, 0.125, 0.19)):
        ring = nf.cyl('scanner_ring', 0.03, 0.014, (0, 0, 0), m['alu'], 32, rot=(0, math.pi / 2, 0))
        ring.location = (0.055, 0.0, z)
        lens = nf.cyl('scanner_lens', 0.022, 0.004, (0, 0, 0), m['glass'], 32, rot=(0, math.pi / 2, 0))
        lens.location = (0.068, 0.0, z)
        parts += [lens, ring]
    led = nf.box('scanner_led', 0.061, 0.062, -0.09, -0.07, 0.228, 0.232, nf.emission((0.3, 0.9, 0.5), 6, name='led_green'))
    parts.append(led)
    _group(parts, (tx, ty, tz), yaw)


def camera_rig(x, y, h, yaw, pitch, m, video=False):
    """A full-frame camera with a wide zoom on a ball head and tripod, pointing along yaw (and pitch down); rigged
    for video, it carries a top handle, a shotgun microphone and a monitor."""
    tx, ty, tz = tripod(x, y, h, m, yaw=yaw + 0.4)
    parts = [
        nf.box('cam_body', -0.04, 0.04, -0.07, 0.07, 0.02, 0.115, m['black'], 0.01, 3),
        nf.box('cam_grip', -0.03, 0.03, -0.075, -0.045, 0.02, 0.11, m['rubber'], 0.012, 3),
        nf.box('cam_prism', -0.03, 0.02, -0.025, 0.025, 0.115, 0.145, m['black'], 0.008, 3),
        nf.sphere('ball_head', 0.028, (0, 0, 0.0), m['alu'], (1, 1, 1), 16),
    ]
    lens = nf.cyl('cam_lens', 0.042, 0.12, (0, 0, 0), m['matte'], 32, rot=(0, math.pi / 2, 0))
    lens.location = (0.04, 0.0, 0.07)
    front = nf.cyl('cam_lens_front', 0.036, 0.004, (0, 0, 0), m['glass'], 32, rot=(0, math.pi / 2, 0))
    front.location = (0.159, 0.0, 0.07)
    ring = nf.cyl('cam_lens_ring', 0.043, 0.01, (0, 0, 0), m['alu'], 32, rot=(0, math.pi / 2, 0))
    ring.location = (0.13, 0.0, 0.07)
    parts += [lens, front, ring]
    if video:
        parts.append(nf.box('cam_handle', -0.05, 0.05, -0.012, 0.012, 0.175, 0.19, m['black'], 0.005))
        for hx in (-0.045, 0.045):
            parts.append(nf.box('cam_handle_post', hx - 0.006, hx + 0.006, -0.01, 0.01, 0.145, 0.18, m['black']))
        mic = nf.cyl('cam_mic', 0.011, 0.2, (0, 0, 0), m['matte'], 16, rot=(0, math.pi / 2, 0))
        mic.location = (-0.03, 0.0, 0.205)
        monitor = nf.box('cam_monitor', -0.095, -0.085, -0.06, 0.06, 0.09, 0.17, m['black'], 0.004)
        screen = nf.box('cam_monitor_screen', -0.0965, -0.095, -0.055, 0.055, 0.095, 0.165, nf.emission((0.35, 0.42, 0.55), 0.7, name='monitor_glow'))
        parts += [mic, monitor, screen]
    _group(parts, (tx, ty, tz + 0.02), yaw, pitch)


def drone(x, y, z, yaw, m):
    """A folding quadcopter in flight: grey body, four arms, motors, rotors as faint discs (spinning), a camera on a
    gimbal under the nose, and its navigation lights."""
    grey = nf.plain('#5c5f63', 0.4, 0.5, 0.1, name='drone_grey')
    blur = nf.plain('#101112', 0.4, 0.4, 0.0, name='rotor_blur')
    _fade(blur, 0.18)
    parts = [nf.box('drone_body', -0.11, 0.11, -0.05, 0.05, -0.035, 0.03, grey, 0.02, 4),
             nf.box('drone_top', -0.08, 0.07, -0.035, 0.035, 0.03, 0.045, m['matte'], 0.01, 2)]
    for sx in (-1, 1):
        for sy in (-1, 1):
            end = (sx * 0.15, sy * 0.14, 0.0)
            arm = rod('drone_arm', (sx * 0.06, sy * 0.03, 0.0), end, 0.009, grey, 10)
            motor = nf.cyl('drone_motor', 0.016, 0.03, (end[0], end[1], -0.005), m['black'], 16)
            disc = nf.cyl('drone_rotor', 0.115, 0.002, (end[0], end[1], 0.03), blur, 48)
            hub = nf.cyl('drone_hub', 0.008, 0.008, (end[0], end[1], 0.026), m['alu'], 12)
            parts += [arm, motor, disc, hub]
            led = nf.sphere('drone_led', 0.006, (end[0], end[1], -0.012),
                            nf.emission((1.0, 0.1, 0.05) if sx > 0 else (0.1, 1.0, 0.2), 30, name='led_%d_%d' % (sx, sy)))
            parts.append(led)
    gim = nf.box('drone_gimbal', 0.1, 0.14, -0.022, 0.022, -0.07, -0.035, m['black'], 0.008, 2)
    glass = nf.cyl('drone_cam_glass', 0.012, 0.003, (0, 0, 0), m['glass'], 20, rot=(0, math.pi / 2, 0))
    glass.location = (0.141, 0.0, -0.052)
    parts += [gim, glass]
    _group(parts, (x, y, z), yaw)


def _fade(mat, alpha):
    """Makes a material partly see-through (rotor discs read as motion)."""
    nt = mat.node_tree
    bsdf = next(n for n in nt.nodes if n.type == 'BSDF_PRINCIPLED')
    bsdf.inputs['Alpha'].default_value = alpha
    mat.blend_method = 'BLEND'


def _group(parts, loc, yaw, pitch=0.0):
    """Parents the parts (built around the origin, facing +x) to an empty at loc, turned to yaw and pitched."""
    e = bpy.data.objects.new('gear_root', None)
    bpy.context.scene.collection.objects.link(e)
    for o in parts:
        o.parent = e
    e.location = loc
    e.rotation_euler = (0, pitch, yaw)


def place(items):
    m = _mats() if items else None
    for g in items:
        k = g['kind']
        x, y = g['at'][:2]
        yaw = math.radians(g.get('yaw', 0))
        if k == 'scanner':
            scanner(x, y, g.get('h', 1.35), yaw, m)
        elif k == 'camera':
            camera_rig(x, y, g.get('h', 1.25), yaw, math.radians(g.get('pitch', 0)), m, g.get('video', False))
        elif k == 'drone':
            drone(x, y, g['at'][2], yaw, m)
