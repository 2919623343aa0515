# CPack runs this after installing into its staging folder, before building the .deb: Debian's
# games keep their programs in /usr/games, and their desktop entries name them there (a user's
# PATH has /usr/games, a desktop session's may not). Other generators (cpack -G TGZ) keep bin/.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
file(GLOB_RECURSE desktop_files "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*.desktop")
file(GLOB_RECURSE programs LIST_DIRECTORIES false
     "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/bin/frosted-blooms*")
if(NOT programs)
  message(FATAL_ERROR "debian-games-layout: no programs under ${CPACK_TEMPORARY_INSTALL_DIRECTORY}")
endif()
foreach(program ${programs})
  get_filename_component(bin "${program}" DIRECTORY)
  get_filename_component(prefix "${bin}" DIRECTORY)
  get_filename_component(name "${program}" NAME)
  file(MAKE_DIRECTORY "${prefix}/games")
  file(RENAME "${program}" "${prefix}/games/${name}")
endforeach()
if(bin)
  file(GLOB left "${bin}/*")
  if(NOT left)
    file(REMOVE_RECURSE "${bin}") # empty now: no /usr/bin in the package
  endif()
endif()
foreach(desktop ${desktop_files})
  file(READ "${desktop}" text)
  string(REGEX REPLACE "\nExec=frosted-blooms" "\nExec=/usr/games/frosted-blooms" text "${text}")
  string(REGEX REPLACE "\nTryExec=frosted-blooms" "\nTryExec=/usr/games/frosted-blooms" text
                       "${text}")
  file(WRITE "${desktop}" "${text}")
endforeach()
