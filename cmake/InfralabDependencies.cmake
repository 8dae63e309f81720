# Finds Qt and Eigen one component at a time, so that a missing one names the Debian package that brings it:
# CMake's own message only names a CMake package directory, and qt6-base-dev merely recommends some of
# what Qt Charts needs (Qt6OpenGL), which an install with --no-install-recommends leaves out.
set(INFRALAB_QT_COMPONENTS Core Gui OpenGL Widgets Charts Svg LinguistTools Test)
set(INFRALAB_DEB_Core qt6-base-dev)
set(INFRALAB_DEB_Gui qt6-base-dev libgl-dev)
set(INFRALAB_DEB_OpenGL libqt6opengl6-dev)
set(INFRALAB_DEB_Widgets qt6-base-dev)
set(INFRALAB_DEB_Charts qt6-charts-dev)
set(INFRALAB_DEB_Svg qt6-svg-dev)
set(INFRALAB_DEB_LinguistTools qt6-tools-dev qt6-l10n-tools)
set(INFRALAB_DEB_Test qt6-base-dev)

set(_missing "")
set(_debs "")
find_package(Qt6 6.4 QUIET)
# A missing component resets Qt6_FOUND, so remember whether Qt itself is there.
set(_qt ${Qt6_FOUND})
foreach(_c IN LISTS INFRALAB_QT_COMPONENTS)
  if(_qt)
    find_package(Qt6 6.4 QUIET COMPONENTS ${_c})
  endif()
  if(NOT _qt OR NOT Qt6${_c}_FOUND)
    list(APPEND _missing Qt6${_c})
    list(APPEND _debs ${INFRALAB_DEB_${_c}})
  endif()
endforeach()
find_package(Eigen3 3.4 QUIET NO_MODULE)
if(NOT Eigen3_FOUND)
  list(APPEND _missing Eigen3)
  list(APPEND _debs libeigen3-dev)
endif()

if(_missing)
  list(REMOVE_DUPLICATES _debs)
  list(JOIN _missing ", " _missing)
  list(JOIN _debs " " _debs)
  message(FATAL_ERROR "Missing ${_missing}. Install the Debian package(s): "
                      "apt-get install --no-install-recommends ${_debs} "
                      "(or run bash packaging/setup.sh, which installs all of packaging/packages.txt).")
endif()
