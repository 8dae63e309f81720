# models/ and widgets/ keep a folder per course section (hardware, training, serving, platform, cost,
# exercises, lab) beside core/ or common/. A library takes every source below its folder, and each section
# folder is an include directory, so that a file is included by its name wherever it lives and a new section
# needs no CMake line.
function(infralab_folder_library target)
  file(GLOB_RECURSE sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*.cpp ${CMAKE_CURRENT_SOURCE_DIR}/*.h)
  add_library(${target} STATIC ${sources})
  file(GLOB entries LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*)
  foreach(entry IN LISTS entries)
    if(IS_DIRECTORY ${entry})
      target_include_directories(${target} PUBLIC ${entry})
    endif()
  endforeach()
endfunction()
