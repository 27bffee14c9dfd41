"""Hypothesis runs without its per-example deadline (200 ms by default).

The deadline is a timed assert: on a busy machine, or beside another pytest-xdist
worker (make quick), an example that once took 300 ms failed a test whose logic was
right ("Unreliable test timings"). Speed is measured by the benchmarks, never by a
test; a test that sets its own ``deadline`` keeps it.
"""

from hypothesis import settings

settings.register_profile("quintet", deadline=None)
settings.load_profile("quintet")
